import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  category: string;
  product: string;
  quantity: number;
  revenue: number;
}

const rows: Order[] = [
  { id: 1, category: 'Laptops', product: 'ThinkPad X1 Carbon', quantity: 14, revenue: 23_786 },
  { id: 2, category: 'Laptops', product: 'MacBook Air 13"', quantity: 22, revenue: 26_378 },
  { id: 3, category: 'Laptops', product: 'Dell XPS 15', quantity: 9, revenue: 16_191 },
  { id: 4, category: 'Monitors', product: 'LG UltraFine 27"', quantity: 31, revenue: 21_669 },
  { id: 5, category: 'Monitors', product: 'Dell U2723QE', quantity: 18, revenue: 10_782 },
  { id: 6, category: 'Accessories', product: 'Logitech MX Master 3S', quantity: 64, revenue: 6_336 },
  { id: 7, category: 'Accessories', product: 'Keychron K2', quantity: 40, revenue: 3_960 },
  { id: 8, category: 'Accessories', product: 'Anker USB-C hub', quantity: 85, revenue: 4_250 },
];

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['category'] },
  aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
  columns: { columnVisibilityModel: { category: false } },
};

export default function AggregationRowGrouping() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} defaultGroupingExpansionDepth={1} />
    </Box>
  );
}
