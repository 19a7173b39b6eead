import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, sku: 'KB-104', name: 'Mechanical keyboard, brown switches', category: 'Peripherals', price: 129 },
  { id: 2, sku: 'MS-220', name: 'Wireless mouse', category: 'Peripherals', price: 39 },
  { id: 3, sku: 'MN-270', name: '27-inch 4K monitor', category: 'Displays', price: 349 },
  { id: 4, sku: 'DK-310', name: 'USB-C docking station', category: 'Accessories', price: 189 },
  { id: 5, sku: 'HS-045', name: 'Noise-cancelling headset', category: 'Audio', price: 159 },
  { id: 6, sku: 'WC-108', name: '1080p webcam', category: 'Video', price: 69 },
];

const columns: GridColDef<Product>[] = [
  // No width: the column is 100px wide.
  { field: 'sku', headerName: 'SKU' },
  { field: 'name', headerName: 'Product', width: 280 },
  { field: 'category', headerName: 'Category', width: 140 },
  // minWidth stops the reader from resizing the column below 90px.
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, minWidth: 90 },
];

export default function ColumnWidths() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
