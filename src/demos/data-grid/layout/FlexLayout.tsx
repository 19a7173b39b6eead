import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  estimate: number;
}

const TITLES = [
  'Write release notes',
  'Review pull request #482',
  'Update the onboarding email',
  'Fix flaky checkout test',
  'Draft Q3 roadmap',
  'Migrate cron jobs',
  'Audit colour contrast',
  'Renew TLS certificates',
] as const;
const ASSIGNEES = ['Noah Fischer', 'Leila Haddad', 'Mia Andersson', 'Kwame Mensah'] as const;

function createTask(index: number): Task {
  return {
    id: index + 1,
    title: TITLES[index % TITLES.length] ?? TITLES[0],
    assignee: ASSIGNEES[index % ASSIGNEES.length] ?? ASSIGNEES[0],
    estimate: 1 + ((index * 3) % 8),
  };
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
];

export default function FlexLayout() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(() => Array.from({ length: count }, (_, index) => createTask(index)), [count]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Add a task
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount((value) => value - 1)}>
          Remove a task
        </Button>
      </Stack>
      {/* No height: the grid grows and shrinks with its rows. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
