import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  number: string;
  client: string;
  status: 'Paid' | 'Due' | 'Overdue';
  total: number;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-2025-031', client: 'Harbor & Pine', status: 'Paid', total: 4800 },
  { id: 2, number: 'INV-2025-032', client: 'Northwind Traders', status: 'Due', total: 1250 },
  { id: 3, number: 'INV-2025-033', client: 'Atelier Moreau', status: 'Overdue', total: 3420 },
  { id: 4, number: 'INV-2025-034', client: 'Sakura Foods', status: 'Paid', total: 980 },
  { id: 5, number: 'INV-2025-035', client: 'Lagos Textiles', status: 'Due', total: 2675 },
];

const columns: GridColDef<Invoice>[] = [
  // Readers cannot change this column's aggregation, but the model below still counts its rows.
  { field: 'number', headerName: 'Invoice', width: 150, aggregable: false },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110, aggregable: false },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    aggregable: false,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { number: 'size', total: 'sum' } },
};

export default function AggregationNonAggregableColumn() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
