import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  rate: number;
}

const GUESTS = ['Sofia Marques', 'Liam Chen', 'Amara Okafor', 'Noah Fischer', 'Yuki Tanaka', 'Elena Petrova'] as const;
const ROOMS = ['Double', 'Suite', 'Single', 'Twin'] as const;

// Builds booking number `n` from its index, so every click adds predictable data.
function createBooking(n: number): Booking {
  return {
    id: 5001 + n,
    guest: GUESTS[n % GUESTS.length] ?? GUESTS[0],
    room: ROOMS[(n * 3) % ROOMS.length] ?? ROOMS[0],
    nights: 1 + ((n * 5) % 7),
    rate: 95 + ((n * 37) % 160),
  };
}

const initialRows: Booking[] = Array.from({ length: 4 }, (_, n) => createBooking(n));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  {
    field: 'rate',
    headerName: 'Rate per night',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function RowsPropUpdates() {
  const [rows, setRows] = React.useState<Booking[]>(initialRows);
  const created = React.useRef(initialRows.length);

  // Each handler passes a new array: the grid compares references, so mutating `rows` would show nothing.
  const addBooking = () => {
    const next = createBooking(created.current);
    created.current += 1;
    setRows((previous) => [...previous, next]);
  };
  const removeFirst = () => setRows((previous) => previous.slice(1));
  const raiseRates = () => setRows((previous) => previous.map((row) => ({ ...row, rate: Math.round(row.rate * 1.1) })));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addBooking}>
          Add a booking
        </Button>
        <Button size="small" variant="outlined" onClick={removeFirst} disabled={rows.length === 0}>
          Remove the first
        </Button>
        <Button size="small" variant="outlined" onClick={raiseRates} disabled={rows.length === 0}>
          Raise rates by 10%
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} hideFooterSelectedRowCount />
      </Box>
    </Stack>
  );
}
