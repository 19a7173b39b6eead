import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalogue: TreeViewBaseItem[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'laptops',
        label: 'Laptops',
        children: [
          { id: 'ultrabooks', label: 'Ultrabooks' },
          { id: 'gaming-laptops', label: 'Gaming laptops' },
        ],
      },
      { id: 'monitors', label: 'Monitors' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'coffee-machines', label: 'Coffee machines' },
      { id: 'blenders', label: 'Blenders' },
    ],
  },
];

export default function IconContainerExpansion() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('laptops');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Showing products in: {selectedItem ?? 'all categories'}
      </Typography>
      <Box sx={{ minHeight: 240, maxWidth: 360 }}>
        <RichTreeView
          aria-label="Product categories"
          items={catalogue}
          expansionTrigger="iconContainer"
          defaultExpandedItems={['electronics']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Box>
  );
}
