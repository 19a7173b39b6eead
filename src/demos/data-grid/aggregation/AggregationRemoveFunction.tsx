import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Room {
  id: number;
  hotel: string;
  city: string;
  nights: number;
  nightlyRate: number;
}

const rows: Room[] = [
  { id: 1, hotel: 'Hotel Adlon', city: 'Berlin', nights: 3, nightlyRate: 420 },
  { id: 2, hotel: 'The Hoxton', city: 'Amsterdam', nights: 2, nightlyRate: 245 },
  { id: 3, hotel: 'Casa Fuster', city: 'Barcelona', nights: 4, nightlyRate: 310 },
  { id: 4, hotel: 'Hotel Sacher', city: 'Vienna', nights: 2, nightlyRate: 380 },
  { id: 5, hotel: 'Nobis', city: 'Stockholm', nights: 3, nightlyRate: 295 },
];

// Every built-in function except `size`, for the whole grid.
const { size, ...aggregationFunctions } = GRID_AGGREGATION_FUNCTIONS;

const columns: GridColDef<Room>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  // Only these two appear in this column's menu.
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, availableAggregationFunctions: ['sum', 'max'] },
  {
    field: 'nightlyRate',
    headerName: 'Nightly rate',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  },
];

const initialState: GridInitialState = { aggregation: { model: { nights: 'sum', nightlyRate: 'avg' } } };

export default function AggregationRemoveFunction() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
      />
    </Box>
  );
}
