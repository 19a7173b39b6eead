import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

type Status = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

interface Order {
  id: string;
  customer: string;
  country: string;
  placedOn: Date;
  status: Status;
  total: number;
}

// Customer, country, date placed, status, order total in USD.
const ORDERS: [string, string, string, Status, number][] = [
  ['Olivia Martin', 'United States', '2025-05-02', 'Delivered', 248.9],
  ['Kenji Watanabe', 'Japan', '2025-05-03', 'Delivered', 89.0],
  ['Amara Okafor', 'Nigeria', '2025-05-05', 'Cancelled', 132.5],
  ['Lucas Moreau', 'France', '2025-05-06', 'Delivered', 412.75],
  ['Sofia Rossi', 'Italy', '2025-05-08', 'Delivered', 76.4],
  ['Mateo García', 'Spain', '2025-05-09', 'Shipped', 305.2],
  ['Priya Sharma', 'India', '2025-05-11', 'Delivered', 54.99],
  ['Hannah Müller', 'Germany', '2025-05-12', 'Shipped', 689.3],
  ["Liam O'Brien", 'Ireland', '2025-05-13', 'Delivered', 158.0],
  ['Chen Jing', 'China', '2025-05-15', 'Shipped', 221.45],
  ['Noah Williams', 'United States', '2025-05-16', 'Cancelled', 39.95],
  ['Isabella Costa', 'Brazil', '2025-05-18', 'Shipped', 187.6],
  ['Ahmed Hassan', 'Egypt', '2025-05-19', 'Processing', 934.1],
  ['Emma Schmidt', 'Germany', '2025-05-20', 'Shipped', 64.0],
  ['Daniel Kim', 'South Korea', '2025-05-21', 'Processing', 276.85],
  ['Freya Lindqvist', 'Sweden', '2025-05-22', 'Delivered', 119.9],
  ['Ethan Brown', 'Canada', '2025-05-23', 'Processing', 342.0],
  ['Aisha Khan', 'Pakistan', '2025-05-24', 'Processing', 45.5],
  ['Tomás Silva', 'Portugal', '2025-05-25', 'Shipped', 198.7],
  ['Yuki Tanaka', 'Japan', '2025-05-26', 'Processing', 143.2],
  ['Grace Lee', 'Australia', '2025-05-27', 'Processing', 521.35],
  ['Oscar Nilsson', 'Sweden', '2025-05-28', 'Cancelled', 96.0],
  ['Zara Ahmed', 'United Kingdom', '2025-05-29', 'Processing', 72.25],
  ['Max Novák', 'Czechia', '2025-05-30', 'Processing', 264.8],
];

// A date-time without an offset is read in local time, so the day never shifts.
const rows: Order[] = ORDERS.map(([customer, country, date, status, total], index) => ({
  id: `SO-${1041 + index}`,
  customer,
  country,
  placedOn: new Date(`${date}T00:00`),
  status,
  total,
}));

const statusColor: Record<Status, ChipProps['color']> = {
  Processing: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'default',
};

const avatarColors = ['primary.main', 'secondary.main', 'success.main', 'warning.main', 'info.main'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 170,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: 1 }}>
        <Avatar
          aria-hidden
          sx={{ width: 28, height: 28, fontSize: 12, bgcolor: avatarColors[row.customer.length % avatarColors.length] }}
        >
          {initials(row.customer)}
        </Avatar>
        <span>{row.customer}</span>
      </Stack>
    ),
  },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'placedOn',
    headerName: 'Placed',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Processing', 'Shipped', 'Delivered', 'Cancelled'],
    width: 120,
    renderCell: ({ row }) => (
      <Chip size="small" variant="outlined" label={row.status} color={statusColor[row.status]} />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function FullFeatured() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const selectedTotal = selected.reduce((sum, row) => sum + row.total, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {selected.length === 0
          ? 'Tick orders to add up their totals.'
          : `${selected.length} ${selected.length === 1 ? 'order' : 'orders'} selected, ${usd.format(selectedTotal)} in total`}
      </Typography>
      <Box sx={{ height: 560, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          checkboxSelection
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pageSizeOptions={[5, 10, 25]}
          initialState={{
            sorting: { sortModel: [{ field: 'placedOn', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
        />
      </Box>
    </Stack>
  );
}
