import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  unitsSold: number;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Espresso beans, 1 kg', category: 'Coffee', unitsSold: 1840, price: 24.9 },
  { id: 2, name: 'Ceramic pour-over', category: 'Brewing', unitsSold: 620, price: 32 },
  { id: 3, name: 'Oat milk, 6 pack', category: 'Dairy-free', unitsSold: 2310, price: 14.5 },
  { id: 4, name: 'Burr grinder', category: 'Brewing', unitsSold: 310, price: 129 },
  { id: 5, name: 'Decaf blend, 500 g', category: 'Coffee', unitsSold: 980, price: 13.75 },
  { id: 6, name: 'Travel mug', category: 'Accessories', unitsSold: 1420, price: 19.99 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'unitsSold',
    headerName: 'Units sold',
    type: 'number',
    width: 120,
    // Best sellers first on the first click.
    sortingOrder: ['desc', 'asc', null],
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
    // Only cheapest or most expensive first; no unsorted state.
    sortingOrder: ['asc', 'desc'],
  },
];

export default function SortingOrderPerColumn() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
