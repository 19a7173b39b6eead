import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerExpansion() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('inbox');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Open folder: {selectedItem ?? 'none'}
      </Typography>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          expansionTrigger="iconContainer"
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          defaultExpandedItems={['inbox']}
        >
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="invoices" label="Invoices" />
            <TreeItem itemId="newsletters" label="Newsletters" />
          </TreeItem>
          <TreeItem itemId="projects" label="Projects">
            <TreeItem itemId="website-redesign" label="Website redesign" />
            <TreeItem itemId="mobile-app" label="Mobile app" />
          </TreeItem>
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="archive" label="Archive" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
