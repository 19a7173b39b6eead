import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const CUSTOMERS = ['Zara Ahmed', 'Felix Wagner', 'Lucía Romero', 'Oliver Brown', 'Ayumi Mori', 'Samuel Osei'] as const;
const CITIES = ['Dublin', 'Munich', 'Valencia', 'Leeds', 'Kyoto', 'Accra'] as const;

function createOrder(index: number): Order {
  return {
    id: 1001 + index,
    customer: CUSTOMERS[index % CUSTOMERS.length] ?? CUSTOMERS[0],
    city: CITIES[(index * 5) % CITIES.length] ?? CITIES[0],
    total: 20 + ((index * 37) % 180),
  };
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function MinMaxHeight() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => Array.from({ length: count }, (_, index) => createOrder(index)), [count]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Add an order
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount((value) => value - 1)}>
          Remove an order
        </Button>
      </Stack>
      {/* At least 200 px tall; from 400 px on, the rows scroll inside the grid. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
