import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  city: string;
  total: number;
  status: string;
}

const ORDERS: Order[] = [
  { id: 'SO-4812', customer: 'Isabel Ortega', city: 'Madrid', total: 342.9, status: 'Shipped' },
  { id: 'SO-4813', customer: 'Henrik Larsen', city: 'Copenhagen', total: 89.5, status: 'Processing' },
  { id: 'SO-4814', customer: 'Aisha Bello', city: 'Lagos', total: 1210.0, status: 'Delivered' },
  { id: 'SO-4815', customer: 'Marco Bianchi', city: 'Milan', total: 58.75, status: 'Shipped' },
  { id: 'SO-4816', customer: 'Emily Carter', city: 'Boston', total: 476.2, status: 'Cancelled' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function LoadingSkeleton() {
  const [loading, setLoading] = React.useState(true);
  const [withRows, setWithRows] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={withRows} onChange={(event) => setWithRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={withRows ? ORDERS : []}
          columns={columns}
          loading={loading}
          slotProps={{
            loadingOverlay: {
              // Used while rows are shown underneath.
              variant: 'skeleton',
              // Used while the grid has no rows yet.
              noRowsVariant: 'skeleton',
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
