import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  customer: string;
  quantity: number;
  unitPrice: number;
}

const rows: Sale[] = [
  { id: 1, product: 'Espresso machine', customer: 'Café Lumière', quantity: 2, unitPrice: 649 },
  { id: 2, product: 'Burr grinder', customer: 'Bean There', quantity: 3, unitPrice: 219 },
  { id: 3, product: 'Milk jug 600 ml', customer: 'Café Lumière', quantity: 12, unitPrice: 18.5 },
  { id: 4, product: 'Tamper 58 mm', customer: 'The Daily Grind', quantity: 6, unitPrice: 34 },
  { id: 5, product: 'Espresso machine', customer: 'Northside Roasters', quantity: 1, unitPrice: 649 },
  { id: 6, product: 'Descaler (6 pack)', customer: 'Bean There', quantity: 10, unitPrice: 21 },
  { id: 7, product: 'Burr grinder', customer: 'The Daily Grind', quantity: 1, unitPrice: 219 },
];

const currency = (value: number | null | undefined) =>
  value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 130, valueFormatter: currency },
];

const initialState: GridInitialState = {
  aggregation: {
    model: { quantity: 'sum', unitPrice: 'avg' },
  },
};

export default function AggregationInitialState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
