import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High' | 'Critical';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  assignee: string;
  opened: Date;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Checkout page times out',
    priority: 'Critical',
    assignee: 'Lena Fischer',
    opened: new Date(2025, 4, 12),
  },
  { id: 2, subject: 'Typo in the welcome email', priority: 'Low', assignee: 'Omar Aziz', opened: new Date(2025, 4, 9) },
  {
    id: 3,
    subject: 'Invoice PDF shows wrong VAT',
    priority: 'High',
    assignee: 'Julia Costa',
    opened: new Date(2025, 4, 11),
  },
  {
    id: 4,
    subject: 'Add dark mode to settings',
    priority: 'Medium',
    assignee: 'Lena Fischer',
    opened: new Date(2025, 4, 2),
  },
  {
    id: 5,
    subject: 'Password reset link expired',
    priority: 'High',
    assignee: 'Omar Aziz',
    opened: new Date(2025, 4, 13),
  },
  { id: 6, subject: 'Update footer links', priority: 'Low', assignee: 'Julia Costa', opened: new Date(2025, 3, 28) },
  {
    id: 7,
    subject: 'Search ignores accents',
    priority: 'Medium',
    assignee: 'Kenji Mori',
    opened: new Date(2025, 4, 7),
  },
];

// Alphabetical order would put "Critical" first and "Medium" after "Low":
// compare by rank instead.
const PRIORITY_RANK: Record<Priority, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };

const priorityComparator: GridComparatorFn<Priority> = (a, b) => PRIORITY_RANK[a] - PRIORITY_RANK[b];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 120, sortComparator: priorityComparator },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];

export default function ComparatorFromScratch() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
      />
    </Box>
  );
}
