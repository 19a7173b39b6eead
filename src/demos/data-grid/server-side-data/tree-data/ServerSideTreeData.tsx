import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const server = createFakeServer(createEmployees(), { getPath: (row) => row.path });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  // The server names each node (groupKey) and says how many rows sit under it.
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function ServerSideTreeData() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
      />
    </Box>
  );
}
