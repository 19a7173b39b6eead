import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: string;
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 150 },
  { field: 'due', headerName: 'Due', width: 110 },
];

const rows: Task[] = [];

function TasksNoRowsOverlay() {
  // The overlay is rendered inside the grid, so it can reach the grid's API.
  const apiRef = useGridApiContext();
  const addTask = () => {
    apiRef.current.updateRows([{ id: 1, title: 'Book the team offsite venue', assignee: 'You', due: '2024-05-20' }]);
  };
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="subtitle2" component="p">
          No tasks yet
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Tasks you create or that are assigned to you appear here.
        </Typography>
        <Button size="small" variant="contained" onClick={addTask}>
          Add a task
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ noRowsOverlay: TasksNoRowsOverlay }} hideFooter />
    </Box>
  );
}
