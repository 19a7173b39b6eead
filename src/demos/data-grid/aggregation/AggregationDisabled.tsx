import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  employee: string;
  category: string;
  date: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, employee: 'Aisha Khan', category: 'Travel', date: '2025-03-03', amount: 412.8 },
  { id: 2, employee: 'Diego Alvarez', category: 'Meals', date: '2025-03-04', amount: 64.2 },
  { id: 3, employee: 'Aisha Khan', category: 'Hotel', date: '2025-03-04', amount: 289 },
  { id: 4, employee: 'Mei Lin', category: 'Software', date: '2025-03-07', amount: 119 },
  { id: 5, employee: 'Jonas Berg', category: 'Travel', date: '2025-03-10', amount: 238.5 },
  { id: 6, employee: 'Diego Alvarez', category: 'Meals', date: '2025-03-12', amount: 48.75 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
];

const initialState: GridInitialState = { aggregation: { model: { amount: 'sum' } } };

export default function AggregationDisabled() {
  const [disableAggregation, setDisableAggregation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableAggregation} onChange={(event) => setDisableAggregation(event.target.checked)} />
        }
        label="Disable aggregation"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={initialState}
          disableAggregation={disableAggregation}
        />
      </Box>
    </Stack>
  );
}
