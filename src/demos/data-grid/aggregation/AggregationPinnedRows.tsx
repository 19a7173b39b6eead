import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridInitialState,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-premium';

interface Entry {
  id: number | string;
  date: string;
  description: string;
  amount: number;
}

const rows: Entry[] = [
  { id: 1, date: '2025-04-01', description: 'Rent, April', amount: -1450 },
  { id: 2, date: '2025-04-03', description: 'Salary, Keller & Partner', amount: 3820 },
  { id: 3, date: '2025-04-07', description: 'Groceries, Migros', amount: -186.4 },
  { id: 4, date: '2025-04-12', description: 'Electricity, EWZ', amount: -92.15 },
  { id: 5, date: '2025-04-19', description: 'Train pass, SBB', amount: -340 },
  { id: 6, date: '2025-04-24', description: 'Refund, Galaxus', amount: 59.9 },
];

// Pinned rows sit outside the rows the aggregation reads.
const pinnedRows: GridPinnedRowsProp<Entry> = {
  top: [{ id: 'opening', date: '2025-03-31', description: 'Opening balance', amount: 2240.5 }],
};

// The sum of the rows plus the pinned rows: the closing balance.
const balance: GridAggregationFunction<unknown, number> = {
  label: 'balance',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const pinned = (pinnedRows.top ?? []).map((row) => row.amount);
    return [...values, ...pinned].reduce<number>(
      (total, value) => (typeof value === 'number' ? total + value : total),
      0,
    );
  },
};

const columns: GridColDef<Entry>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 190 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'CHF' }),
  },
];

const initialState: GridInitialState = { aggregation: { model: { amount: 'balance' } } };

export default function AggregationPinnedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, balance }}
        initialState={initialState}
      />
    </Box>
  );
}
