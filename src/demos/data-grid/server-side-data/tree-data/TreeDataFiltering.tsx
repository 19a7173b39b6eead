import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const server = createFakeServer(createEmployees(), { getPath: (row) => row.path });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function TreeDataFiltering() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Employee', width: 240 }}
        showToolbar
        defaultGroupingExpansionDepth={-1}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['Berlin'] } },
          sorting: { sortModel: [{ field: 'jobTitle', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
