import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const catalogue: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'computers',
        label: 'Computers',
        children: [
          { id: 'laptops', label: 'Laptops' },
          { id: 'desktops', label: 'Desktops' },
        ],
      },
      { id: 'cameras', label: 'Cameras' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'cookware', label: 'Cookware' },
      { id: 'coffee', label: 'Coffee machines' },
    ],
  },
];

// The icons are rendered inside the item, which is already announced as
// expanded or collapsed, so they stay hidden from assistive technologies.
function EndIcon() {
  return <RemoveIcon fontSize="small" sx={{ opacity: 0.4 }} aria-hidden />;
}

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        defaultExpandedItems={['electronics', 'computers']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: EndIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
        }}
      />
    </Box>
  );
}
