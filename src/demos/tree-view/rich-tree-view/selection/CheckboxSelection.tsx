import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const shippingZones: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'eu-standard', label: 'Standard (3 to 5 days)' },
      { id: 'eu-express', label: 'Express (next day)' },
    ],
  },
  {
    id: 'north-america',
    label: 'North America',
    children: [
      { id: 'na-standard', label: 'Standard (5 to 8 days)' },
      { id: 'na-express', label: 'Express (2 days)' },
    ],
  },
];

export default function CheckboxSelection() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView
        aria-label="Shipping options"
        items={shippingZones}
        checkboxSelection
        defaultSelectedItems="eu-standard"
        defaultExpandedItems={['europe', 'north-america']}
      />
    </Box>
  );
}
