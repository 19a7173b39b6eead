import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  order: string;
  customer: string;
  total: number;
  status: string;
}

const rows: Order[] = [
  { id: 1, order: 'SO-10481', customer: 'Hannah Becker', total: 129.9, status: 'Shipped' },
  { id: 2, order: 'SO-10482', customer: 'Ravi Patel', total: 58.4, status: 'Processing' },
  { id: 3, order: 'SO-10483', customer: 'Chloé Dubois', total: 312, status: 'Delivered' },
  { id: 4, order: 'SO-10484', customer: 'Mateo García', total: 74.5, status: 'Shipped' },
  { id: 5, order: 'SO-10485', customer: 'Ingrid Larsen', total: 205.15, status: 'Cancelled' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function ColumnMenuApi() {
  const apiRef = useGridApiRef();
  const [openField, setOpenField] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('total')}>
          Open the Total menu
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Open menu: {openField ?? 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onMenuOpen={() => setOpenField(apiRef.current?.state.columnMenu.field ?? null)}
          onMenuClose={() => setOpenField(null)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
