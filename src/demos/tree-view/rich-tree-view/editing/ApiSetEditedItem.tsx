import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'workouts',
    label: 'Workouts',
    children: [
      { id: 'morning-run', label: 'Morning run' },
      { id: 'cool-down', label: 'Cool down' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'deep-work', label: 'Deep work' },
      { id: 'lo-fi', label: 'Lo-fi evenings' },
    ],
  },
];

export default function ApiSetEditedItem() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('morning-run');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!selectedItem}
          onClick={() => apiRef.current?.setEditedItem(selectedItem)}
        >
          Rename selected
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.setEditedItem(null)}>
          Stop editing
        </Button>
      </Stack>
      <Box sx={{ minHeight: 240 }}>
        <RichTreeView
          aria-label="Playlists"
          apiRef={apiRef}
          items={playlists}
          isItemEditable
          defaultExpandedItems={['workouts', 'focus']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Stack>
  );
}
