import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: string;
}

const TASKS: Task[] = [
  { id: 1, title: 'Renew the office lease', assignee: 'Clara Jung', due: '2024-05-02' },
  { id: 2, title: 'Quarterly VAT return', assignee: 'Mohammed Haddad', due: '2024-05-10' },
  { id: 3, title: 'Onboard two new interns', assignee: 'Lucía Navarro', due: '2024-05-13' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 150 },
  { field: 'due', headerName: 'Due', width: 110 },
];

export default function NoRowsOverlay() {
  const [rows, setRows] = React.useState<Task[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setRows(TASKS)}>
          Add tasks
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          Clear tasks
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
