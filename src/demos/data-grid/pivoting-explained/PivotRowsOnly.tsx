import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  store: 'Boston' | 'Chicago' | 'Seattle';
  genre: 'Fiction' | 'Cooking' | 'Travel';
  month: 'Jan' | 'Feb';
  copies: number;
  revenue: number;
}

// A bookshop chain's sales: one row per store, genre and month.
const rows: Sale[] = [
  { id: 1, store: 'Boston', genre: 'Fiction', month: 'Jan', copies: 120, revenue: 2160 },
  { id: 2, store: 'Boston', genre: 'Cooking', month: 'Jan', copies: 45, revenue: 1350 },
  { id: 3, store: 'Boston', genre: 'Travel', month: 'Jan', copies: 30, revenue: 750 },
  { id: 4, store: 'Chicago', genre: 'Fiction', month: 'Jan', copies: 95, revenue: 1710 },
  { id: 5, store: 'Chicago', genre: 'Cooking', month: 'Jan', copies: 60, revenue: 1800 },
  { id: 6, store: 'Chicago', genre: 'Travel', month: 'Jan', copies: 25, revenue: 625 },
  { id: 7, store: 'Seattle', genre: 'Fiction', month: 'Jan', copies: 140, revenue: 2520 },
  { id: 8, store: 'Seattle', genre: 'Cooking', month: 'Jan', copies: 38, revenue: 1140 },
  { id: 9, store: 'Seattle', genre: 'Travel', month: 'Jan', copies: 52, revenue: 1300 },
  { id: 10, store: 'Boston', genre: 'Fiction', month: 'Feb', copies: 105, revenue: 1890 },
  { id: 11, store: 'Boston', genre: 'Cooking', month: 'Feb', copies: 50, revenue: 1500 },
  { id: 12, store: 'Boston', genre: 'Travel', month: 'Feb', copies: 41, revenue: 1025 },
  { id: 13, store: 'Chicago', genre: 'Fiction', month: 'Feb', copies: 88, revenue: 1584 },
  { id: 14, store: 'Chicago', genre: 'Cooking', month: 'Feb', copies: 72, revenue: 2160 },
  { id: 15, store: 'Chicago', genre: 'Travel', month: 'Feb', copies: 19, revenue: 475 },
  { id: 16, store: 'Seattle', genre: 'Fiction', month: 'Feb', copies: 131, revenue: 2358 },
  { id: 17, store: 'Seattle', genre: 'Cooking', month: 'Feb', copies: 44, revenue: 1320 },
  { id: 18, store: 'Seattle', genre: 'Travel', month: 'Feb', copies: 66, revenue: 1650 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'copies', headerName: 'Copies sold', type: 'number', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
];

// Rows only: one row per store, nothing summarized yet.
const pivotModel: GridPivotModel = { rows: [{ field: 'store' }], columns: [], values: [] };

export default function PivotRowsOnly() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
