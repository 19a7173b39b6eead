import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createFakeServer, createOrders, type Order } from '../fakeServer';

const server = createFakeServer(createOrders(400));

const dataSource: GridDataSource = {
  getRows: server.getRows,
  // A group row comes back with the value it groups by and the number of rows under it.
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function ServerSideRowGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['country', 'category'] } }}
      />
    </Box>
  );
}
