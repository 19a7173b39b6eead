import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
  placedOn: string;
}

const CUSTOMERS = [
  'Hannah Weber',
  'Mateo Rossi',
  'Priya Nair',
  'Oscar Lindqvist',
  'Chloé Martin',
  'Kofi Mensah',
] as const;
const CITIES = ['Berlin', 'Milan', 'Chennai', 'Uppsala', 'Lyon', 'Accra', 'Porto'] as const;

// The "database" of the fake server: 180 orders built from their index.
const ALL_ORDERS: Order[] = Array.from({ length: 180 }, (_, index) => ({
  id: 90001 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length] ?? CUSTOMERS[0],
  city: CITIES[(index * 3) % CITIES.length] ?? CITIES[0],
  total: 12 + ((index * 73) % 480) + ((index * 7) % 100) / 100,
  placedOn: `2025-04-${String(28 - (index % 28)).padStart(2, '0')}`,
}));

// Stands in for a request such as GET /api/orders?start=40&end=59, on a server that cannot
// count its records. It only sends `rowCount` once the last order has been sent.
const dataSource: GridDataSource = {
  getRows: (params: GridGetRowsParams) => {
    const start = Number(params.start);
    const rows = ALL_ORDERS.slice(start, params.end + 1);
    const isLastBatch = params.end + 1 >= ALL_ORDERS.length;
    const response: GridGetRowsResponse = isLastBatch ? { rows, rowCount: ALL_ORDERS.length } : { rows };
    return new Promise((resolve) => {
      setTimeout(() => resolve(response), 700);
    });
  },
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, sortable: false },
  { field: 'city', headerName: 'City', width: 110, sortable: false },
  { field: 'placedOn', headerName: 'Placed on', width: 120, sortable: false },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    sortable: false,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function InfiniteLoading() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        // Each request asks for 20 more orders.
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        disableColumnFilter
        slotProps={{ baseLinearProgress: { 'aria-label': 'Loading more orders' } }}
      />
    </Box>
  );
}
