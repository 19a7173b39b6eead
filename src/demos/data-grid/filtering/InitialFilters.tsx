import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  status: 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';
  total: number;
}

const CUSTOMERS = ['Northwind Traders', 'Globex Ltd', 'Initech', 'Umbrella Health', 'Stark Logistics'] as const;
const PRODUCTS = ['Standing desk', 'Office chair', 'Monitor arm', 'Desk lamp', 'Keyboard'] as const;
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Order[] = Array.from({ length: 24 }, (_, index) => ({
  id: 1001 + index,
  customer: pick(CUSTOMERS, index * 3),
  product: pick(PRODUCTS, index * 2 + 1),
  status: pick(STATUSES, index * 5 + 1),
  total: 45 + ((index * 173) % 1200),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...STATUSES], width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function InitialFilters() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Read once on the first render; the reader can change or clear the filter afterwards.
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Shipped' }],
            },
          },
        }}
      />
    </Box>
  );
}
