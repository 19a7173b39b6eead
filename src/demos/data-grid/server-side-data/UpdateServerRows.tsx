import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, GridUpdateRowError, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(120), { latency: 400 });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Returned'],
    width: 130,
    editable: true,
  },
];

export default function UpdateServerRows() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error'; text: string }>({
    severity: 'success',
    text: 'Double-click a quantity or a status to edit it.',
  });

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: server.getRows,
      updateRow: async ({ updatedRow }) => {
        // Quantities above 50 need a manager: the server refuses them.
        if (Number(updatedRow.quantity) > 50) throw new Error('Orders above 50 units need approval.');
        const saved = await server.updateRow(updatedRow as Order);
        setMessage({ severity: 'success', text: `Saved order ${saved.id}.` });
        return saved;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Alert severity={message.severity} role="status">
        {message.text}
      </Alert>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              setMessage({
                severity: 'error',
                text: `Order ${error.params.rowId} was not saved: ${error.cause?.message ?? error.message}`,
              });
            }
          }}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
