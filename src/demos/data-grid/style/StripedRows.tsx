import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
  status: string;
}

const CITIES = ['Paris', 'Rome', 'Madrid', 'Athens', 'Prague', 'Zurich', 'Stockholm', 'Lisbon'] as const;
const STATUSES = ['On time', 'Boarding', 'Delayed', 'On time', 'Gate closed'] as const;

// 30 departures computed from the row index, so the data never changes.
const rows: Flight[] = Array.from({ length: 30 }, (_, index) => {
  const minutes = 6 * 60 + index * 25;
  return {
    id: `AZ ${String(310 + index * 7)}`,
    destination: CITIES[index % CITIES.length] ?? 'Paris',
    departure: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    gate: `B${1 + ((index * 3) % 18)}`,
    status: STATUSES[index % STATUSES.length] ?? 'On time',
  };
});

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function StripedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        // The index restarts at 0 on every page, so each page starts with an even row.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 30]}
        sx={(theme) => ({
          [`& .${gridClasses.row}.even`]: {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
            '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.selected },
          },
        })}
      />
    </Box>
  );
}
