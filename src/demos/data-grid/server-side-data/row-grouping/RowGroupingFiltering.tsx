import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createFakeServer, createOrders, type Order } from '../fakeServer';

const server = createFakeServer(createOrders(400));

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function RowGroupingFiltering() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        showToolbar
        initialState={{
          rowGrouping: { model: ['country'] },
          // The server counts only the orders of 10 units or more in each group.
          filter: { filterModel: { items: [{ field: 'quantity', operator: '>=', value: 10 }] } },
          sorting: { sortModel: [{ field: 'country', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
