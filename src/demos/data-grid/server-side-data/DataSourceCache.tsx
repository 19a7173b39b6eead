import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(500));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

// Answers stay fresh for 30 seconds; after that the next visit asks the server again.
const cache = new GridDataSourceCacheDefault({ ttl: 30_000 });

export default function DataSourceCache() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        setRequests((count) => count + 1);
        return server.getRows(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          Requests sent to the server: {requests}
        </Typography>
        <Button size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10, 20, 50]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
