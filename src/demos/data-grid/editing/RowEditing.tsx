import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Ceramic pour-over dripper', sku: 'CF-101', price: 24.9, stock: 120 },
  { id: 2, name: 'Burr coffee grinder', sku: 'CF-204', price: 149, stock: 35 },
  { id: 3, name: 'Gooseneck kettle, 1 L', sku: 'CF-310', price: 69.5, stock: 58 },
  { id: 4, name: 'Paper filters, pack of 100', sku: 'CF-402', price: 6.75, stock: 640 },
  { id: 5, name: 'Glass carafe, 600 ml', sku: 'CF-515', price: 29, stock: 74 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
];

export default function RowEditing() {
  // Double-click a cell or press Enter: every editable cell of the row opens at once.
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
