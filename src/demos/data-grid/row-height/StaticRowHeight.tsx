import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  { id: 'LH 1042', destination: 'Frankfurt', departure: '06:45', gate: 'A12', status: 'Boarding' },
  { id: 'AF 1381', destination: 'Paris CDG', departure: '07:10', gate: 'B04', status: 'On time' },
  { id: 'KL 1772', destination: 'Amsterdam', departure: '07:35', gate: 'A08', status: 'Delayed 20 min' },
  { id: 'IB 3167', destination: 'Madrid', departure: '08:05', gate: 'C21', status: 'On time' },
  { id: 'SK 2594', destination: 'Copenhagen', departure: '08:20', gate: 'B11', status: 'On time' },
  { id: 'TP 1235', destination: 'Lisbon', departure: '08:50', gate: 'C03', status: 'Gate change' },
  { id: 'OS 0418', destination: 'Vienna', departure: '09:15', gate: 'A02', status: 'On time' },
  { id: 'BA 0903', destination: 'London Heathrow', departure: '09:40', gate: 'B17', status: 'Cancelled' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function StaticRowHeight() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* Every row is 36 px tall, and the header 44 px, instead of the default 52 and 56. */}
      <DataGrid rows={rows} columns={columns} rowHeight={36} columnHeaderHeight={44} hideFooter />
    </Box>
  );
}
