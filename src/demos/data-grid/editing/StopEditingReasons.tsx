import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Note {
  id: number;
  customer: string;
  note: string;
}

const rows: Note[] = [
  { id: 1, customer: 'Northwind Traders', note: 'Prefers delivery before 10:00' },
  { id: 2, customer: 'Globex Ltd', note: 'Invoices by email only' },
  { id: 3, customer: 'Initech', note: 'Call the front desk on arrival' },
  { id: 4, customer: 'Umbrella Health', note: 'Loading dock at the back of the building' },
];

const columns: GridColDef<Note>[] = [
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'note', headerName: 'Delivery note', flex: 1, minWidth: 240, editable: true },
];

export default function StopEditingReasons() {
  const [lastEvent, setLastEvent] = React.useState('Double-click a note, then press Enter, Escape or Tab.');

  const handleCellEditStart = React.useCallback<GridEventListener<'cellEditStart'>>((params) => {
    setLastEvent(`Started editing: ${params.reason ?? 'API call'}`);
  }, []);

  const handleCellEditStop = React.useCallback<GridEventListener<'cellEditStop'>>((params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Clicking outside the cell does not end the edit: Enter, Tab or Escape must.
      event.defaultMuiPrevented = true;
      setLastEvent('Focus left the cell: still editing');
      return;
    }
    setLastEvent(`Stopped editing: ${params.reason ?? 'API call'}`);
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {lastEvent}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
