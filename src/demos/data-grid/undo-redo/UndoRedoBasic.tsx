import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  name: string;
  category: string;
  stock: number;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Trail running shoes', category: 'Footwear', stock: 38, price: 129 },
  { id: 2, name: 'Merino base layer', category: 'Apparel', stock: 64, price: 89 },
  { id: 3, name: 'Insulated water bottle', category: 'Accessories', stock: 210, price: 32 },
  { id: 4, name: 'Rain shell jacket', category: 'Apparel', stock: 27, price: 219 },
  { id: 5, name: 'Trekking poles', category: 'Gear', stock: 45, price: 74 },
  { id: 6, name: 'Headlamp 400 lm', category: 'Gear', stock: 92, price: 49 },
  { id: 7, name: 'Hiking socks, 3 pairs', category: 'Apparel', stock: 150, price: 27 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Apparel', 'Footwear', 'Gear', 'Accessories'],
    width: 130,
    editable: true,
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, editable: true },
];

export default function UndoRedoBasic() {
  // Edit or paste, then use the toolbar arrows or Ctrl+Z / Ctrl+Y (⌘+Z / ⌘+Shift+Z on macOS).
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} showToolbar cellSelection disableRowSelectionOnClick hideFooter />
    </Box>
  );
}
