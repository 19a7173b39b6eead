import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataGridPro, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const CUSTOMERS = ['Ava Thompson', 'Noah Schmidt', 'Mila Ivanova', 'Leo Martins', 'Zoe Laurent', 'Ethan Park'];
const CITIES = ['Chicago', 'Munich', 'Sofia', 'Porto', 'Nantes', 'Busan', 'Leeds'];

// 120 orders built from the index.
const rows: Order[] = Array.from({ length: 120 }, (_, index) => ({
  id: 10001 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length] ?? 'Guest',
  city: CITIES[(index * 3) % CITIES.length] ?? 'Unknown',
  total: 25 + ((index * 37) % 480),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ScrollRestoration() {
  const apiRef = useGridApiRef();
  const [tab, setTab] = React.useState<'orders' | 'summary'>('orders');
  // Survives the grid's unmount; a real app could keep it in a store or in sessionStorage.
  const savedScroll = React.useRef<GridScrollParams>({ top: 0, left: 0 });

  const handleTabChange = (_event: React.SyntheticEvent, value: 'orders' | 'summary') => {
    if (tab === 'orders' && apiRef.current) {
      savedScroll.current = apiRef.current.getScrollPosition();
    }
    setTab(value);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={handleTabChange} aria-label="Order views">
        <Tab value="orders" label="Orders" />
        <Tab value="summary" label="Summary" />
      </Tabs>
      <Box sx={{ height: 380 }}>
        {tab === 'orders' ? (
          <DataGridPro
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            hideFooter
            initialState={{ scroll: savedScroll.current }}
          />
        ) : (
          <Box sx={{ p: 2, typography: 'body2' }}>
            {rows.length} orders. Scroll the Orders tab, come here, and go back: the list opens where you left it (row
            offset {Math.round(savedScroll.current.top)} px).
          </Box>
        )}
      </Box>
    </Stack>
  );
}
