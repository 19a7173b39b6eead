import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailFolders: TreeViewDefaultItemModelProperties[] = [
  { id: 'inbox', label: 'Inbox (14)' },
  { id: 'starred', label: 'Starred' },
  {
    id: 'labels',
    label: 'Labels',
    children: [
      { id: 'labels/travel', label: 'Travel (2)' },
      { id: 'labels/receipts', label: 'Receipts' },
    ],
  },
  { id: 'trash', label: 'Trash' },
];

export default function ApiSelectItem() {
  const apiRef = useRichTreeViewApiRef();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({ event, itemId: 'inbox', shouldBeSelected: true })}
        >
          Go to inbox
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.setItemSelection({ event, itemId: 'labels/travel' })}
        >
          Toggle Travel
        </Button>
      </Stack>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <RichTreeView aria-label="Mail folders" items={mailFolders} apiRef={apiRef} defaultExpandedItems={['labels']} />
      </Box>
    </Stack>
  );
}
