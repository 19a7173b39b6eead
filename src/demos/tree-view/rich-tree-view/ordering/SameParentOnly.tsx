import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const catalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'phones', label: 'Phones' },
      { id: 'headphones', label: 'Headphones' },
    ],
  },
  {
    id: 'home',
    label: 'Home & kitchen',
    children: [
      { id: 'cookware', label: 'Cookware' },
      { id: 'coffee-machines', label: 'Coffee machines' },
    ],
  },
  { id: 'books', label: 'Books' },
];

export default function SameParentOnly() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Product categories"
        items={catalogue}
        defaultExpandedItems={['electronics', 'home']}
        itemsReordering
        // Change the order of the siblings, never the parent of an item.
        canMoveItemToNewPosition={({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId}
      />
    </Box>
  );
}
