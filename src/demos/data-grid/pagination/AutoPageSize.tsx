import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
  assignee: string;
}

const SUBJECTS = [
  'Cannot reset password',
  'Invoice shows wrong VAT rate',
  'Export to CSV times out',
  'Add SSO for the staging site',
  'Typo on the pricing page',
  'Mobile app crashes on login',
  'Webhook retries too often',
] as const;
const ASSIGNEES = ['Maya', 'Jonas', 'Leila', 'Victor', 'Ana'] as const;
const PRIORITIES = ['Normal', 'High', 'Low', 'Normal'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Ticket[] = Array.from({ length: 40 }, (_, index) => ({
  id: 3101 + index,
  subject: pick(SUBJECTS, index),
  priority: pick(PRIORITIES, index),
  assignee: pick(ASSIGNEES, index * 2),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

export default function AutoPageSize() {
  return (
    // The page size follows the height of this box: make it taller and more rows fit.
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
