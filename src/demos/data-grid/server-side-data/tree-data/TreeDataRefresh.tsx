import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const employees = createEmployees();
const server = createFakeServer(employees, { getPath: (row) => row.path });
const MANAGER_PATH = ['Helena Park', 'Marcus Webb', 'Priya Natarajan'];
const MANAGER_ID = employees.find((person) => person.path.at(-1) === 'Priya Natarajan')?.id;
const NEW_HIRES = ['Chloé Martin', 'Ravi Shankar', 'Yuki Sato', 'Elena Popescu'];

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function TreeDataRefresh() {
  const apiRef = useGridApiRef();
  const [hired, setHired] = React.useState(0);
  const [saving, setSaving] = React.useState(false);

  const hire = async () => {
    const name = NEW_HIRES[hired];
    if (!name) return;
    setSaving(true);
    await server.insertRow({
      id: 100 + hired,
      path: [...MANAGER_PATH, name],
      jobTitle: 'Software Engineer',
      department: 'Engineering',
      location: 'Berlin',
    });
    setHired(hired + 1);
    setSaving(false);
    // The cached answers no longer match the server: drop them, then reload the children of
    // the row that changed. Other expanded rows keep what they show.
    apiRef.current?.dataSource.cache.clear();
    await apiRef.current?.dataSource.fetchRows(MANAGER_ID);
  };

  return (
    <Stack spacing={1}>
      <Box>
        <Button variant="outlined" onClick={hire} disabled={saving || hired >= NEW_HIRES.length}>
          Hire an engineer for Priya Natarajan
        </Button>
      </Box>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Employee', width: 260 }}
          defaultGroupingExpansionDepth={3}
        />
      </Box>
    </Stack>
  );
}
