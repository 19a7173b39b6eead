import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  product: string;
  orderDate: string;
  total: number;
}

const CUSTOMERS = ['Northwind Traders', 'Blue Harbor Cafe', 'Alder & Finch', 'Kestrel Studio'] as const;
const PRODUCTS = ['Espresso machine', 'Coffee grinder', 'Milk frother', 'Cold brew kit', 'Tamper'] as const;

function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 20 orders spread over three years, built from the index.
const rows: Order[] = Array.from({ length: 20 }, (_, index) => {
  const year = 2023 + (index % 3);
  const month = String(1 + ((index * 5) % 12)).padStart(2, '0');
  const day = String(1 + ((index * 11) % 28)).padStart(2, '0');
  return {
    id: 1001 + index,
    customer: pick(CUSTOMERS, index * 3),
    product: pick(PRODUCTS, index),
    orderDate: `${year}-${month}-${day}`,
    total: 120 + ((index * 37) % 19) * 45,
  };
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'orderDate',
    headerName: 'Order date',
    width: 130,
    // Groups by the year of the date instead of by the full date.
    groupingValueGetter: (_value, row) => row.orderDate.slice(0, 4),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
];

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={{ rowGrouping: { model: ['orderDate'] } }} />
    </Box>
  );
}
