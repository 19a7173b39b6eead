import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  reference: string;
  customer: string;
  city: string;
  total: number;
}

interface OrdersResponse {
  rows: Order[];
  total: number;
}

const CUSTOMERS = [
  'Ana Ribeiro',
  'Ben Carter',
  'Chen Wei',
  'Dara Okoye',
  'Emil Novak',
  'Fatima Zahra',
  'Gustav Lind',
] as const;
const CITIES = ['Porto', 'Leeds', 'Chengdu', 'Lagos', 'Brno', 'Rabat', 'Malmö', 'Quito'] as const;

function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 480 orders built from their index.
const ALL_ORDERS: Order[] = Array.from({ length: 480 }, (_, index) => ({
  id: index + 1,
  reference: `SO-${String(24001 + index)}`,
  customer: pick(CUSTOMERS, index * 3),
  city: pick(CITIES, index * 5),
  total: 15 + ((index * 7919) % 98000) / 100,
}));

// Stands in for a request such as GET /api/orders?sort=total:desc&page=0&pageSize=10.
// The server sorts every order before it cuts out the requested page.
function fetchOrders(sortModel: GridSortModel, { page, pageSize }: GridPaginationModel): Promise<OrdersResponse> {
  const sorted = [...ALL_ORDERS];
  const item = sortModel[0];
  if (item?.sort) {
    const field = item.field as keyof Order;
    const direction = item.sort === 'desc' ? -1 : 1;
    sorted.sort((a, b) => {
      const v1 = a[field];
      const v2 = b[field];
      const result = typeof v1 === 'number' && typeof v2 === 'number' ? v1 - v2 : String(v1).localeCompare(String(v2));
      return direction * result;
    });
  }
  const start = page * pageSize;
  const response = { rows: sorted.slice(start, start + pageSize), total: sorted.length };
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 500);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'total', sort: 'desc' }]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchOrders(sortModel, paginationModel).then((response) => {
      // A newer request started before this one answered: drop the old result.
      if (ignore) {
        return;
      }
      setRows(response.rows);
      setRowCount(response.total);
      setLoading(false);
    });
    return () => {
      ignore = true;
    };
  }, [sortModel, paginationModel]);

  const handleSortModelChange = (model: GridSortModel) => {
    setSortModel(model);
    // A new order makes the current page meaningless: start again from the first one.
    setPaginationModel((current) => ({ ...current, page: 0 }));
  };

  return (
    <Box sx={{ height: 458, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        rowCount={rowCount}
        pageSizeOptions={[10, 25]}
        density="compact"
      />
    </Box>
  );
}
