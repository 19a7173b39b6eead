import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(500));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function WithoutDataSource() {
  // Every model the server needs is state the component owns and sends itself.
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    server
      .getRows({ paginationModel, sortModel, filterModel, start: 0, end: 0 })
      .then((response) => {
        // A slower, older answer must not replace a newer one.
        if (!current) return;
        // The server answers with the rows it was given: orders.
        setRows(response.rows as Order[]);
        setRowCount(response.rowCount ?? 0);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
