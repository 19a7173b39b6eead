import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
  date: Date;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Lyon', category: 'Travel', amount: 84.5, date: new Date(2025, 5, 2) },
  { id: 2, description: 'Client lunch', category: 'Meals', amount: 62, date: new Date(2025, 5, 3) },
  { id: 3, description: 'Hotel, two nights', category: 'Lodging', amount: 236, date: new Date(2025, 5, 4) },
  { id: 4, description: 'Conference ticket', category: 'Training', amount: 390, date: new Date(2025, 5, 5) },
  { id: 5, description: 'Taxi to the airport', category: 'Travel', amount: 41.2, date: new Date(2025, 5, 6) },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180, editable: true },
  { field: 'category', headerName: 'Category', width: 120, editable: true },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120, editable: true },
  { field: 'date', headerName: 'Date', type: 'date', width: 120, editable: true },
];

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const addEntry = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 4));

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params) => {
    addEntry(`cellEditStart · ${params.field} of row ${params.id} · reason: ${params.reason ?? 'none'}`);
  };

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params) => {
    addEntry(`cellEditStop · ${params.field} of row ${params.id} · reason: ${params.reason ?? 'none'}`);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
        />
      </Box>
      <Box
        role="log"
        aria-label="Editing events"
        sx={{
          minHeight: 116,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Double-click a cell, type in it, or press Enter, Tab or Escape to see the events.
          </Typography>
        ) : (
          log.map((entry, index) => <div key={`${log.length - index}`}>{entry}</div>)
        )}
      </Box>
    </Stack>
  );
}
