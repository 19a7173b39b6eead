import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: 'Laptop' | 'Monitor' | 'Accessory';
  unitPrice: number;
  inStock: number;
  restockedOn: Date;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'ThinkPad X1 Carbon',
    category: 'Laptop',
    unitPrice: 1649,
    inStock: 12,
    restockedOn: new Date(2025, 3, 14),
  },
  {
    id: 2,
    name: 'MacBook Air 13"',
    category: 'Laptop',
    unitPrice: 1099,
    inStock: 27,
    restockedOn: new Date(2025, 4, 2),
  },
  {
    id: 3,
    name: 'Dell UltraSharp 27',
    category: 'Monitor',
    unitPrice: 519.99,
    inStock: 8,
    restockedOn: new Date(2025, 2, 28),
  },
  { id: 4, name: 'LG 32" 4K UHD', category: 'Monitor', unitPrice: 399, inStock: 0, restockedOn: new Date(2025, 1, 10) },
  {
    id: 5,
    name: 'Logitech MX Keys',
    category: 'Accessory',
    unitPrice: 119.99,
    inStock: 64,
    restockedOn: new Date(2025, 4, 20),
  },
  {
    id: 6,
    name: 'USB-C Dock, 11 ports',
    category: 'Accessory',
    unitPrice: 229,
    inStock: 19,
    restockedOn: new Date(2025, 3, 30),
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// GridColDef<Product> types the `row` argument that the callbacks receive.
const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Laptop', 'Monitor', 'Accessory'],
    width: 120,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    // A computed column: no such property on the row, the value comes from the others.
    valueGetter: (_value, row) => row.unitPrice * row.inStock,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 120 },
];

export default function TypedColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
