import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridPageCountSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
}

const CITIES = [
  'Paris',
  'New York',
  'Tokyo',
  'Dubai',
  'Madrid',
  'Singapore',
  'Toronto',
  'Cape Town',
  'Reykjavik',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 46 departures built from the row index, every 20 minutes from 06:00.
const rows: Flight[] = Array.from({ length: 46 }, (_, index) => {
  const minutes = 360 + index * 20;
  return {
    id: `LX ${String(1200 + index * 3)}`,
    destination: pick(CITIES, index * 4),
    departure: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    gate: `${pick(['A', 'B', 'C'] as const, index)}${1 + ((index * 5) % 24)}`,
  };
});

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function ApiRefPagination() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            if (apiRef.current) {
              // A selector reads the current page count from the grid's state.
              apiRef.current.setPage(gridPageCountSelector(apiRef) - 1);
            }
          }}
        >
          Last page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(5)}>
          5 per page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          10 per page
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
