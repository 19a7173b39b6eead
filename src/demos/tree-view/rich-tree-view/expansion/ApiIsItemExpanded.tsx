import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'receipts', label: 'Receipts' },
      { id: 'travel', label: 'Travel' },
    ],
  },
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'acme', label: 'Acme Corporation' },
      { id: 'globex', label: 'Globex' },
    ],
  },
];

export default function ApiIsItemExpanded() {
  const apiRef = useRichTreeViewApiRef();
  const [answer, setAnswer] = React.useState('Open or close folders, then ask the tree.');

  const handleCheck = () => {
    const openFolders = folders
      .filter((folder) => apiRef.current?.isItemExpanded(folder.id))
      .map((folder) => folder.label);
    setAnswer(openFolders.length > 0 ? `Open: ${openFolders.join(', ')}.` : 'Every folder is closed.');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleCheck}>
          Which folders are open?
        </Button>
        <Typography variant="body2" aria-live="polite">
          {answer}
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 240, maxWidth: 360 }}>
        <RichTreeView aria-label="Mail folders" items={folders} apiRef={apiRef} defaultExpandedItems={['clients']} />
      </Box>
    </Stack>
  );
}
