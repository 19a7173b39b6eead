import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridEvents } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  title: string;
  owner: string;
  hours: number;
}

const TITLES = ['Draft brief', 'Review copy', 'Design banner', 'QA checkout', 'Update FAQ', 'Write release notes'];
const OWNERS = ['Maya Chen', 'Omar Haddad', 'Lena Novak', 'Pedro Alves', 'Ines Kowalski'];

// 15 tasks built from the index, so the data is the same on every render.
const rows: Task[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  title: `${TITLES[index % TITLES.length] ?? 'Task'} #${index + 1}`,
  owner: OWNERS[(index * 2) % OWNERS.length] ?? 'Unassigned',
  hours: 2 + ((index * 3) % 9),
}));

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170, editable: true },
  { field: 'owner', headerName: 'Owner', width: 140, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
];

const defaultEvents: GridEvents[] = [
  'columnsChange',
  'rowsSet',
  'sortedRowsSet',
  'filteredRowsSet',
  'paginationModelChange',
];
const withoutPageChange = defaultEvents.filter((eventName) => eventName !== 'paginationModelChange');

export default function HistoryValidation() {
  const [validateOnPageChange, setValidateOnPageChange] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={validateOnPageChange} onChange={(event) => setValidateOnPageChange(event.target.checked)} />
        }
        label="Check the history when the page changes"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          historyValidationEvents={validateOnPageChange ? defaultEvents : withoutPageChange}
        />
      </Box>
    </Stack>
  );
}
