import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High';
  openedOn: Date;
}

const rows: Ticket[] = [
  {
    id: 4812,
    subject: 'Cannot reset password',
    customer: 'Globex Ltd',
    priority: 'High',
    openedOn: new Date(2025, 3, 2),
  },
  {
    id: 4813,
    subject: 'Invoice shows wrong VAT',
    customer: 'Initech',
    priority: 'Normal',
    openedOn: new Date(2025, 3, 2),
  },
  {
    id: 4817,
    subject: 'Export to CSV is slow',
    customer: 'Umbrella Health',
    priority: 'Low',
    openedOn: new Date(2025, 3, 3),
  },
  {
    id: 4820,
    subject: 'Two-factor code not sent',
    customer: 'Northwind Traders',
    priority: 'High',
    openedOn: new Date(2025, 3, 4),
  },
  {
    id: 4824,
    subject: 'Add a second admin',
    customer: 'Stark Logistics',
    priority: 'Normal',
    openedOn: new Date(2025, 3, 5),
  },
  { id: 4829, subject: 'Dark mode contrast', customer: 'Globex Ltd', priority: 'Low', openedOn: new Date(2025, 3, 7) },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 190 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High'],
    width: 100,
  },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 110 },
];

export default function FilterPanelPosition() {
  const apiRef = useGridApiRef();
  // The element the panel opens under: the button above the grid.
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          Support tickets
        </Typography>
        <Button
          ref={setAnchor}
          size="small"
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={() => apiRef.current?.showFilterPanel()}
        >
          Filter tickets
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slotProps={{ panel: { target: anchor, flip: false } }}
        />
      </Box>
    </Box>
  );
}
