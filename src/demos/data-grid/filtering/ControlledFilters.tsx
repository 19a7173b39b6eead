import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  status: 'Pending' | 'Shipped' | 'Delivered';
  total: number;
}

const CUSTOMERS = ['Northwind Traders', 'Globex Ltd', 'Initech', 'Umbrella Health', 'Stark Logistics'] as const;
const CITIES = ['Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Oslo', 'Seoul'] as const;
const STATUSES = ['Pending', 'Shipped', 'Delivered'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Order[] = Array.from({ length: 20 }, (_, index) => ({
  id: 2001 + index,
  customer: pick(CUSTOMERS, index * 2),
  city: pick(CITIES, index * 5),
  status: pick(STATUSES, index * 7),
  total: 60 + ((index * 211) % 980),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...STATUSES], width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

const PRESETS: { label: string; model: GridFilterModel }[] = [
  { label: 'All orders', model: { items: [] } },
  { label: 'Pending', model: { items: [{ field: 'status', operator: 'is', value: 'Pending' }] } },
  { label: 'Over $500', model: { items: [{ field: 'total', operator: '>', value: 500 }] } },
];

export default function ControlledFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        Current filter model
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
      >
        {JSON.stringify(filterModel.items)}
      </Box>
    </Stack>
  );
}
