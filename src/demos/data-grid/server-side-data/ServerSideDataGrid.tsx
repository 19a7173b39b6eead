import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(500));

// Defined once, outside the component: a new data source on each render would refetch.
const dataSource: GridDataSource = { getRows: server.getRows };

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'date',
    headerName: 'Ordered',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => new Date(`${value}T00:00`),
  },
];

export default function ServerSideDataGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
