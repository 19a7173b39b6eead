import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  neighbourhood: string;
  agent: string;
  price: number;
}

const rows: Listing[] = [
  { id: 1, neighbourhood: 'Kreuzberg', agent: 'Anna Schmidt', price: 389_000 },
  { id: 2, neighbourhood: 'Mitte', agent: 'Felix Braun', price: 645_000 },
  { id: 3, neighbourhood: 'Neukölln', agent: 'Anna Schmidt', price: 312_000 },
  { id: 4, neighbourhood: 'Prenzlauer Berg', agent: 'Mira Yilmaz', price: 2_150_000 },
  { id: 5, neighbourhood: 'Kreuzberg', agent: 'Felix Braun', price: 455_000 },
  { id: 6, neighbourhood: 'Friedrichshain', agent: 'Mira Yilmaz', price: 398_000 },
];

// The middle value: unlike the average, one very expensive flat does not pull it up.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    if (sorted.length % 2 === 1) {
      return sorted[middle] ?? null;
    }
    return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  },
};

// How many different values the column holds.
const distinct: GridAggregationFunction<unknown, number> = {
  label: 'distinct',
  apply: ({ values }) => new Set(values).size,
  // A count, not a price or a name: renderers can tell from `hasCellUnit`.
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median, distinct };

const columns: GridColDef<Listing>[] = [
  { field: 'neighbourhood', headerName: 'Neighbourhood', flex: 1, minWidth: 150 },
  { field: 'agent', headerName: 'Agent', width: 140 },
  {
    field: 'price',
    headerName: 'Asking price',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { agent: 'distinct', price: 'median' } },
};

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
      />
    </Box>
  );
}
