import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Flight {
  id: number;
  flight: string;
  route: string;
  // A flight number stored as a number: summing it would mean nothing.
  gate: number;
  passengers: number;
  delayMinutes: number;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 402', route: 'Frankfurt → Newark', gate: 14, passengers: 312, delayMinutes: 0 },
  { id: 2, flight: 'AF 1680', route: 'Paris → Lisbon', gate: 32, passengers: 168, delayMinutes: 25 },
  { id: 3, flight: 'KL 1275', route: 'Amsterdam → Oslo', gate: 7, passengers: 142, delayMinutes: 10 },
  { id: 4, flight: 'BA 304', route: 'London → Paris', gate: 21, passengers: 176, delayMinutes: 0 },
  { id: 5, flight: 'IB 3170', route: 'Madrid → Rome', gate: 9, passengers: 184, delayMinutes: 40 },
  { id: 6, flight: 'SK 1469', route: 'Copenhagen → Berlin', gate: 18, passengers: 121, delayMinutes: 5 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 190 },
  // No "Aggregation" item in this column's menu.
  { field: 'gate', headerName: 'Gate', type: 'number', width: 90, aggregable: false },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 120 },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 120 },
];

const initialState: GridInitialState = {
  aggregation: { model: { passengers: 'sum', delayMinutes: 'avg' } },
};

export default function AggregationColumnDisabled() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
