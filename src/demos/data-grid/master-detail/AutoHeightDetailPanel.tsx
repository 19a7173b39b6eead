import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface LineItem {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  placedOn: Date;
  items: LineItem[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A date-time without an offset is read in local time, so the day never shifts.
const rows: Order[] = [
  {
    id: 'SO-1041',
    customer: 'Olivia Martin',
    placedOn: new Date('2025-05-02T00:00'),
    items: [
      { id: 1, product: 'Ergonomic office chair', quantity: 1, unitPrice: 329 },
      { id: 2, product: 'Desk lamp', quantity: 2, unitPrice: 45.5 },
    ],
  },
  {
    id: 'SO-1042',
    customer: 'Kenji Watanabe',
    placedOn: new Date('2025-05-03T00:00'),
    items: [{ id: 1, product: 'Mechanical keyboard', quantity: 1, unitPrice: 129.99 }],
  },
  {
    id: 'SO-1043',
    customer: 'Amara Okafor',
    placedOn: new Date('2025-05-05T00:00'),
    items: [
      { id: 1, product: '27" 4K monitor', quantity: 2, unitPrice: 389 },
      { id: 2, product: 'Monitor arm', quantity: 2, unitPrice: 89.9 },
      { id: 3, product: 'USB-C docking station', quantity: 1, unitPrice: 219 },
      { id: 4, product: 'HDMI cable, 2 m', quantity: 3, unitPrice: 12.5 },
    ],
  },
  {
    id: 'SO-1044',
    customer: 'Lucas Moreau',
    placedOn: new Date('2025-05-06T00:00'),
    items: [
      { id: 1, product: 'Standing desk', quantity: 1, unitPrice: 549 },
      { id: 2, product: 'Anti-fatigue mat', quantity: 1, unitPrice: 64 },
      { id: 3, product: 'Cable tray', quantity: 1, unitPrice: 29.95 },
    ],
  },
  {
    id: 'SO-1045',
    customer: 'Sofia Rossi',
    placedOn: new Date('2025-05-08T00:00'),
    items: [
      { id: 1, product: 'Wireless mouse', quantity: 1, unitPrice: 59 },
      { id: 2, product: 'Laptop stand', quantity: 1, unitPrice: 42 },
    ],
  },
];

const orderTotal = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placedOn', headerName: 'Placed', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => usd.format(value),
  },
];

const itemColumns: GridColDef<LineItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function OrderItems({ row }: { row: Order }) {
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {row.items.length} {row.items.length === 1 ? 'item' : 'items'} in order {row.id}
        </Typography>
        {/* autoHeight: the nested grid is as tall as its rows, so the panel can measure it. */}
        <DataGridPro
          aria-label={`Items of order ${row.id}`}
          rows={row.items}
          columns={itemColumns}
          density="compact"
          autoHeight
          hideFooter
          disableColumnMenu
        />
      </Paper>
    </Box>
  );
}

export default function AutoHeightDetailPanel() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <OrderItems row={row} />, []);
  // 'auto': each panel takes the height of its content.
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
