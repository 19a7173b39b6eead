import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  project: string;
  due: Date;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the Q3 roadmap', project: 'Planning', due: new Date(2025, 6, 4) },
  { id: 2, title: 'Review pull request #482', project: 'Web app', due: new Date(2025, 6, 2) },
  { id: 3, title: 'Book venue for offsite', project: 'Team', due: new Date(2025, 6, 18) },
  { id: 4, title: 'Update privacy policy', project: 'Legal', due: new Date(2025, 6, 11) },
  { id: 5, title: 'Fix flaky login test', project: 'Web app', due: new Date(2025, 6, 3) },
  { id: 6, title: 'Send supplier contracts', project: 'Operations', due: new Date(2025, 6, 9) },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 190 },
  { field: 'project', headerName: 'Project', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  // The selection column, moved to the end and made wider.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 80 },
];

export default function CustomCheckboxColumn() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooterPagination />
    </Box>
  );
}
