import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  step: number;
  task: string;
  owner: string;
  due: Date;
}

// A checklist whose order matters: readers should not be able to reorder it.
const rows: Task[] = [
  { id: 1, step: 1, task: 'Sign the employment contract', owner: 'HR', due: new Date(2025, 8, 1) },
  { id: 2, step: 2, task: 'Collect laptop and badge', owner: 'IT desk', due: new Date(2025, 8, 1) },
  { id: 3, step: 3, task: 'Set up email and chat accounts', owner: 'IT desk', due: new Date(2025, 8, 2) },
  { id: 4, step: 4, task: 'Meet the team', owner: 'Manager', due: new Date(2025, 8, 2) },
  { id: 5, step: 5, task: 'Complete security training', owner: 'Security', due: new Date(2025, 8, 5) },
  { id: 6, step: 6, task: 'First one-to-one', owner: 'Manager', due: new Date(2025, 8, 12) },
];

const columns: GridColDef<Task>[] = [
  { field: 'step', headerName: 'Step', type: 'number', width: 80 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

export default function DisableSortingAll() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} disableColumnSorting />
    </Box>
  );
}
