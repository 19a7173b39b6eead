import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Workout {
  id: number;
  date: string;
  activity: string;
  minutes: number;
  distanceKm: number;
}

const rows: Workout[] = [
  { id: 1, date: 'Mon 2 Jun', activity: 'Run', minutes: 42, distanceKm: 8.1 },
  { id: 2, date: 'Tue 3 Jun', activity: 'Swim', minutes: 35, distanceKm: 1.6 },
  { id: 3, date: 'Thu 5 Jun', activity: 'Bike', minutes: 95, distanceKm: 38.4 },
  { id: 4, date: 'Sat 7 Jun', activity: 'Run', minutes: 71, distanceKm: 13.2 },
  { id: 5, date: 'Sun 8 Jun', activity: 'Bike', minutes: 128, distanceKm: 52.7 },
];

// The same sum as the built-in one, shown in hours and minutes instead of minutes.
const totalTime: GridAggregationFunction<unknown, number> = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'total time',
  valueFormatter: (value: number | null) => (value == null ? '' : `${Math.floor(value / 60)} h ${value % 60} min`),
};

// The shortest and the longest distance, as one value.
const range: GridAggregationFunction<number, { min: number; max: number } | null> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : { min: Math.min(...numbers), max: Math.max(...numbers) };
  },
  valueFormatter: (value: { min: number; max: number } | null) =>
    value == null ? '' : `${value.min.toFixed(1)} – ${value.max.toFixed(1)} km`,
};

const columns: GridColDef<Workout>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'activity', headerName: 'Activity', flex: 1, minWidth: 100 },
  {
    field: 'minutes',
    headerName: 'Duration',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value} min`,
  },
  {
    field: 'distanceKm',
    headerName: 'Distance',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `${value.toFixed(1)} km`,
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { minutes: 'totalTime', distanceKm: 'range' } },
};

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, totalTime, range }}
        initialState={initialState}
      />
    </Box>
  );
}
