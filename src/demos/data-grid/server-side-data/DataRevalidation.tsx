import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridDataSourceCacheDefault, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const orders = createOrders(40);
const server = createFakeServer(orders, { latency: 300 });
const dataSource: GridDataSource = { getRows: server.getRows };

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Answers go stale after 2 seconds, so each 3-second revalidation asks the server again.
const cache = new GridDataSourceCacheDefault({ ttl: 2_000 });
const STATUSES: readonly Order['status'][] = ['Pending', 'Shipped', 'Delivered', 'Returned'];

export default function DataRevalidation() {
  // Someone else works on the orders: every 2 seconds one of the first five changes status.
  React.useEffect(() => {
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const order = orders[tick % 5];
      if (order) void server.updateRow({ ...order, status: STATUSES[tick % STATUSES.length] ?? 'Pending' });
    }, 2_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        dataSourceCache={cache}
        dataSourceRevalidateMs={3_000}
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
