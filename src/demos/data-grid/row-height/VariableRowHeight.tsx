import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams, type GridRowHeightParams } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: string;
  subtasks: string[];
}

const rows: Task[] = [
  { id: 1, title: 'Renew SSL certificates', assignee: 'Olivia Brooks', due: '2025-06-02', subtasks: [] },
  {
    id: 2,
    title: 'Migrate billing to the new API',
    assignee: 'Rafael Duarte',
    due: '2025-06-09',
    subtasks: ['Map old endpoints', 'Dry run on staging', 'Switch production traffic'],
  },
  { id: 3, title: 'Update the privacy policy', assignee: 'Mei Lin', due: '2025-06-11', subtasks: ['Legal review'] },
  { id: 4, title: 'Archive 2022 tickets', assignee: 'Tomás Herrera', due: '2025-06-13', subtasks: [] },
  {
    id: 5,
    title: 'Onboard the Lisbon team',
    assignee: 'Olivia Brooks',
    due: '2025-06-16',
    subtasks: ['Create accounts', 'Order laptops'],
  },
  { id: 6, title: 'Rotate API keys', assignee: 'Mei Lin', due: '2025-06-20', subtasks: [] },
];

const SUBTASK_LINE = 22;

function SubtasksCell(params: GridRenderCellParams<Task, string[]>) {
  const subtasks = params.value ?? [];
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
      {subtasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {subtasks.map((subtask) => (
            <Typography key={subtask} component="li" variant="body2" sx={{ lineHeight: `${SUBTASK_LINE}px` }}>
              {subtask}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 190 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'subtasks', headerName: 'Subtasks', width: 220, sortable: false, renderCell: SubtasksCell },
];

// Rows with two or more subtasks get one line per subtask; the others keep the default height.
function getRowHeight({ model }: GridRowHeightParams) {
  const task = model as Task;
  if (task.subtasks.length < 2) {
    return null;
  }
  return task.subtasks.length * SUBTASK_LINE + 16;
}

export default function VariableRowHeight() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
