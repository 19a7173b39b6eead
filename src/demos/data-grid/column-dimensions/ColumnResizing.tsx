import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 401', from: 'Frankfurt', to: 'New York JFK', departure: '10:05', gate: 'B44' },
  { id: 2, flight: 'AF 1234', from: 'Paris CDG', to: 'Lisbon', departure: '11:20', gate: 'F21' },
  { id: 3, flight: 'BA 287', from: 'London Heathrow', to: 'San Francisco', departure: '11:35', gate: 'A10' },
  { id: 4, flight: 'KL 1771', from: 'Amsterdam', to: 'Oslo', departure: '12:10', gate: 'D7' },
  { id: 5, flight: 'IB 3166', from: 'Madrid', to: 'Rome Fiumicino', departure: '13:45', gate: 'J52' },
];

const columns: GridColDef<Flight>[] = [
  // The flight number cannot be resized.
  { field: 'flight', headerName: 'Flight', width: 100, resizable: false },
  // Both airports can be resized between 120px and 260px.
  { field: 'from', headerName: 'From', width: 160, minWidth: 120, maxWidth: 260 },
  { field: 'to', headerName: 'To', width: 160, minWidth: 120, maxWidth: 260 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function ColumnResizing() {
  const [lastChange, setLastChange] = React.useState('Drag the edge of a column header.');

  // Fired once, when the reader releases the separator.
  const handleColumnWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setLastChange(`${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)}px wide.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {lastChange}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnWidthChange={handleColumnWidthChange} />
      </Box>
    </Box>
  );
}
