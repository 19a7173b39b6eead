import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const server = createFakeServer(createEmployees(), { getPath: (row) => row.path, latency: 300 });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();

  const reload = (keepChildrenExpanded: boolean) => {
    void apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true, keepChildrenExpanded });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => reload(true)}>
          Reload, keep expanded rows
        </Button>
        <Button size="small" variant="outlined" onClick={() => reload(false)}>
          Reload and collapse
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Employee', width: 240 }}
          // Open the vice-presidents' teams on load: the grid fetches those children itself.
          isGroupExpandedByDefault={(node) => node.depth === 0 || node.groupingKey === 'Marcus Webb'}
        />
      </Box>
    </Stack>
  );
}
