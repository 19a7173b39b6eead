import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailFolders: TreeViewDefaultItemModelProperties[] = [
  { id: 'inbox', label: 'Inbox (12)' },
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'clients/acme', label: 'Acme Corp (3)' },
      { id: 'clients/globex', label: 'Globex' },
    ],
  },
  { id: 'archive', label: 'Archive 2024' },
  { id: 'spam', label: 'Spam (41)' },
];

export default function ApiSetIsItemDisabled() {
  const apiRef = useRichTreeViewApiRef();
  const [syncing, setSyncing] = React.useState(false);

  const toggleSync = (shouldBeDisabled: boolean) => {
    setSyncing(shouldBeDisabled);
    // While the archive syncs, nobody can open or select it.
    apiRef.current?.setIsItemDisabled({ itemId: 'archive', shouldBeDisabled });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={syncing} onChange={(event) => toggleSync(event.target.checked)} />}
        label="Archive 2024 is syncing"
      />
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <RichTreeView
          aria-label="Mail folders"
          items={mailFolders}
          apiRef={apiRef}
          defaultExpandedItems={['clients']}
        />
      </Box>
    </Stack>
  );
}
