import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const settingsPages: Record<string, { title: string; summary: string }> = {
  profile: { title: 'Profile', summary: 'Name, photo and the email address shown to your team.' },
  password: { title: 'Password', summary: 'Last changed on 3 February 2026.' },
  'two-factor': { title: 'Two-factor authentication', summary: 'Enabled with an authenticator app.' },
  members: { title: 'Members', summary: '14 people, 3 of them administrators.' },
  billing: { title: 'Billing', summary: 'Team plan, renewed every year on 1 April.' },
};

export default function ControlledSingleSelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('profile');
  const page = selectedItem ? settingsPages[selectedItem] : undefined;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 260, flex: '1 1 220px' }}>
        <SimpleTreeView
          aria-label="Settings"
          defaultExpandedItems={['account', 'workspace']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="account" label="Account" disableSelection>
            <TreeItem itemId="profile" label="Profile" />
            <TreeItem itemId="password" label="Password" />
            <TreeItem itemId="two-factor" label="Two-factor authentication" />
          </TreeItem>
          <TreeItem itemId="workspace" label="Workspace" disableSelection>
            <TreeItem itemId="members" label="Members" />
            <TreeItem itemId="billing" label="Billing" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: '1 1 220px', alignSelf: 'flex-start' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          {page ? page.title : 'No page selected'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {page ? page.summary : 'Pick a settings page in the tree.'}
        </Typography>
      </Paper>
    </Box>
  );
}
