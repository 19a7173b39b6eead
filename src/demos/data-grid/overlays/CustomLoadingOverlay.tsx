import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Trip {
  id: number;
  traveller: string;
  from: string;
  to: string;
  departure: string;
}

const TRIPS: Trip[] = [
  { id: 1, traveller: 'Nadia Petrova', from: 'Vienna', to: 'Prague', departure: '2024-06-03 07:40' },
  { id: 2, traveller: 'Samuel Okafor', from: 'London', to: 'Edinburgh', departure: '2024-06-03 09:15' },
  { id: 3, traveller: 'Laura Jensen', from: 'Hamburg', to: 'Copenhagen', departure: '2024-06-04 12:05' },
  { id: 4, traveller: 'Ravi Iyer', from: 'Milan', to: 'Zurich', departure: '2024-06-05 16:30' },
];

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', flex: 1, minWidth: 140 },
  { field: 'from', headerName: 'From', width: 110 },
  { field: 'to', headerName: 'To', width: 110 },
  { field: 'departure', headerName: 'Departure', width: 150 },
];

// A stand-in for a request to a server: it answers after 1.5 seconds.
function fetchTrips(): Promise<Trip[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(TRIPS), 1500);
  });
}

// GridOverlay centers its content over the rows and gives it the grid's background.
function TripsLoadingOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <CircularProgress size={32} aria-label="Loading trips" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Checking the latest timetables…
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
  const [rows, setRows] = React.useState<Trip[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchTrips().then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [requestId]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setRequestId((id) => id + 1)} disabled={loading}>
          Reload trips
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: TripsLoadingOverlay }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
