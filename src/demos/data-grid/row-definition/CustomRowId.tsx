import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}

// The rows have no `id` field: the SKU identifies each product.
const rows: Product[] = [
  { sku: 'KB-2041', name: 'Mechanical keyboard', category: 'Peripherals', price: 89.9, stock: 42 },
  { sku: 'MS-1180', name: 'Wireless mouse', category: 'Peripherals', price: 34.5, stock: 130 },
  { sku: 'MN-2703', name: '27-inch 4K monitor', category: 'Displays', price: 329, stock: 15 },
  { sku: 'DK-0912', name: 'USB-C docking station', category: 'Accessories', price: 149, stock: 27 },
  { sku: 'HS-3320', name: 'Noise-cancelling headset', category: 'Audio', price: 199, stock: 8 },
  { sku: 'WC-0450', name: '1080p webcam', category: 'Video', price: 59.99, stock: 64 },
  { sku: 'LS-0077', name: 'Aluminium laptop stand', category: 'Accessories', price: 45, stock: 91 },
];

// Defined once, outside the component, so the grid does not recompute its row ids on each render.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function CustomRowId() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
