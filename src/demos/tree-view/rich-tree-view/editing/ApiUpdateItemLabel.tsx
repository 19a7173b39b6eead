import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ceo',
    label: 'Amara Okafor, CEO',
    children: [
      {
        id: 'cto',
        label: 'Lukas Brandt, CTO',
        children: [
          { id: 'eng-manager', label: 'Priya Nair, Engineering Manager' },
          { id: 'staff-eng', label: 'Diego Fernández, Staff Engineer' },
        ],
      },
      { id: 'cfo', label: 'Hannah Kim, CFO' },
    ],
  },
];

export default function ApiUpdateItemLabel() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState<string | null>('staff-eng');
  const [newLabel, setNewLabel] = React.useState('Diego Fernández, Principal Engineer');

  const handleRename = () => {
    if (selectedItem && newLabel.trim() !== '') {
      apiRef.current?.updateItemLabel(selectedItem, newLabel.trim());
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="New label"
          value={newLabel}
          onChange={(event) => setNewLabel(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" onClick={handleRename} disabled={!selectedItem || newLabel.trim() === ''}>
          Rename selected item
        </Button>
      </Stack>
      <Box sx={{ minHeight: 240 }}>
        <RichTreeView
          aria-label="Organisation chart"
          apiRef={apiRef}
          items={orgChart}
          defaultExpandedItems={['ceo', 'cto']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Stack>
  );
}
