import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Flight {
  id: string;
  destination: string;
  gate: string;
  departure: string;
  seats: number;
}

const rows: Flight[] = [
  { id: 'BA 304', destination: 'Paris', gate: 'A12', departure: '07:15', seats: 14 },
  { id: 'LH 921', destination: 'Frankfurt', gate: 'B4', departure: '08:40', seats: 3 },
  { id: 'KL 1002', destination: 'Amsterdam', gate: 'A7', departure: '09:05', seats: 22 },
  { id: 'IB 3163', destination: 'Madrid', gate: 'C19', departure: '10:30', seats: 0 },
  { id: 'AZ 201', destination: 'Rome', gate: 'B11', departure: '11:55', seats: 9 },
  { id: 'SK 1502', destination: 'Copenhagen', gate: 'A3', departure: '13:20', seats: 31 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130, editable: true },
  { field: 'gate', headerName: 'Gate', width: 80, editable: true },
  { field: 'departure', headerName: 'Departure', width: 110, editable: true },
  { field: 'seats', headerName: 'Free seats', type: 'number', width: 110, editable: true },
];

export default function HistoryOptions() {
  const [stackSize, setStackSize] = React.useState(30);
  const [lastAction, setLastAction] = React.useState('Nothing undone or redone yet.');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="history-stack-size-label">History stack size</InputLabel>
          <Select
            labelId="history-stack-size-label"
            label="History stack size"
            value={stackSize}
            onChange={(event) => setStackSize(Number(event.target.value))}
          >
            <MenuItem value={0}>0 (disabled)</MenuItem>
            <MenuItem value={2}>2 steps</MenuItem>
            <MenuItem value={30}>30 steps (default)</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          historyStackSize={stackSize}
          onUndo={(params) => setLastAction(`Undid a ${params.eventName} step.`)}
          onRedo={(params) => setLastAction(`Redid a ${params.eventName} step.`)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {lastAction}
      </Typography>
    </Stack>
  );
}
