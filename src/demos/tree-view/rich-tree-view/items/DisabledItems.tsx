import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Product {
  id: string;
  label: string;
  inStock?: boolean;
  children?: Product[];
}

const catalogue: Product[] = [
  {
    id: 'laptops',
    label: 'Laptops',
    children: [
      { id: 'zenbook-14', label: 'Zenbook 14', inStock: true },
      { id: 'xps-13', label: 'XPS 13 (sold out)', inStock: false },
      { id: 'thinkpad-x1', label: 'ThinkPad X1 Carbon', inStock: true },
    ],
  },
  {
    id: 'tablets',
    label: 'Tablets (sold out)',
    inStock: false,
    children: [{ id: 'galaxy-tab-s9', label: 'Galaxy Tab S9', inStock: false }],
  },
  {
    id: 'monitors',
    label: 'Monitors',
    children: [{ id: 'ultrasharp-27', label: 'UltraSharp 27', inStock: true }],
  },
];

const isSoldOut = (product: Product) => product.inStock === false;

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView
        aria-label="Products"
        items={catalogue}
        isItemDisabled={isSoldOut}
        defaultExpandedItems={['laptops', 'monitors']}
      />
    </Box>
  );
}
