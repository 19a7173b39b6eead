import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Visit {
  id: number;
  date: string;
  technician: string;
  client: string;
  task: string;
  hours: number;
}

const rows: Visit[] = [
  { id: 1, date: '2025-05-12', technician: 'Priya Shah', client: 'Oakridge Dental', task: 'Replace router', hours: 1 },
  {
    id: 2,
    date: '2025-05-12',
    technician: 'Priya Shah',
    client: 'Oakridge Dental',
    task: 'Update workstations',
    hours: 2,
  },
  {
    id: 3,
    date: '2025-05-12',
    technician: 'Luca Romano',
    client: 'Baker & Stone Law',
    task: 'Printer setup',
    hours: 1,
  },
  { id: 4, date: '2025-05-13', technician: 'Luca Romano', client: 'Baker & Stone Law', task: 'Backup audit', hours: 3 },
  { id: 5, date: '2025-05-13', technician: 'Luca Romano', client: 'Greenway Clinic', task: 'Wi-Fi survey', hours: 2 },
  { id: 6, date: '2025-05-13', technician: 'Priya Shah', client: 'Greenway Clinic', task: 'Firewall rules', hours: 2 },
  { id: 7, date: '2025-05-14', technician: 'Priya Shah', client: 'Oakridge Dental', task: 'Staff training', hours: 2 },
];

const columns: GridColDef<Visit>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'technician',
    headerName: 'Technician',
    width: 140,
    // Span only within a day: the same technician on two dates gives two cells.
    rowSpanValueGetter: (value: string, row: Visit) => `${row.date} ${value}`,
  },
  {
    field: 'client',
    headerName: 'Client',
    width: 170,
    rowSpanValueGetter: (value: string, row: Visit) => `${row.date} ${row.technician} ${value}`,
  },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 80,
    // Equal numbers on consecutive rows are separate facts: never merge them.
    rowSpanValueGetter: () => null,
  },
];

export default function RowSpanValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
    </Box>
  );
}
