import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  terminal: string;
  departure: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 2471', destination: 'Munich', terminal: 'T2', departure: '07:45' },
  { id: 2, flight: 'BA 0306', destination: 'Paris', terminal: 'T5', departure: '08:10' },
  { id: 3, flight: 'AF 1181', destination: 'Paris', terminal: 'T2', departure: '06:55' },
  { id: 4, flight: 'KL 1008', destination: 'Amsterdam', terminal: 'T4', departure: '09:20' },
  { id: 5, flight: 'IB 3167', destination: 'Madrid', terminal: 'T5', departure: '07:05' },
  { id: 6, flight: 'LH 2479', destination: 'Munich', terminal: 'T2', departure: '11:30' },
  { id: 7, flight: 'KL 1012', destination: 'Amsterdam', terminal: 'T4', departure: '06:40' },
  { id: 8, flight: 'BA 0314', destination: 'Paris', terminal: 'T5', departure: '12:15' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'terminal', headerName: 'Terminal', width: 110 },
  { field: 'departure', headerName: 'Departure', width: 120 },
];

export default function MultiSortingAlways() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} multipleColumnsSortingMode="always" />
    </Box>
  );
}
