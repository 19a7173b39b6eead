import * as React from 'react';
import Box from '@mui/material/Box';
import { QueryClient } from '@tanstack/react-query';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { createEmployees, createFakeServer, type Employee } from '../fakeServer';

const server = createFakeServer(createEmployees(), { getPath: (row) => row.path });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'location', headerName: 'Location', width: 120 },
];

/** The grid's cache, kept in a TanStack Query client that the rest of the app can share. */
function queryClientCache(client: QueryClient): GridDataSourceCache {
  const key = (params: GridGetRowsParams) => ['employees', JSON.stringify(params)];
  return {
    get: (params) => client.getQueryData<GridGetRowsResponse>(key(params)),
    set: (params, value) => {
      client.setQueryData(key(params), value);
    },
    clear: () => client.removeQueries({ queryKey: ['employees'] }),
  };
}

export default function TreeDataQueryCache() {
  const cache = React.useMemo(
    () => queryClientCache(new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } })),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        dataSourceCache={cache}
        groupingColDef={{ headerName: 'Employee', width: 260 }}
      />
    </Box>
  );
}
