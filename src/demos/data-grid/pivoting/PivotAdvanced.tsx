import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Order {
  id: string;
  date: Date;
  country: string;
  channel: 'Web' | 'Store' | 'Marketplace';
  category: string;
  product: string;
  units: number;
  revenue: number;
}

const CATALOG = [
  { category: 'Bikes', product: 'Gravel bike', price: 1890 },
  { category: 'Bikes', product: 'City e-bike', price: 2450 },
  { category: 'Bikes', product: 'Kids bike', price: 329 },
  { category: 'Components', product: 'Disc brake set', price: 159 },
  { category: 'Components', product: '12-speed cassette', price: 129 },
  { category: 'Apparel', product: 'Rain jacket', price: 119 },
  { category: 'Apparel', product: 'Cycling gloves', price: 34 },
  { category: 'Accessories', product: 'LED light set', price: 49 },
  { category: 'Accessories', product: 'Helmet', price: 89 },
  { category: 'Accessories', product: 'U-lock', price: 65 },
] as const;
const COUNTRIES = ['Germany', 'France', 'Netherlands', 'Spain', 'Italy'] as const;
const CHANNELS = ['Web', 'Store', 'Marketplace'] as const;

// 240 orders over 2025 built from the row index, so the data is fixed.
const rows: Order[] = Array.from({ length: 240 }, (_, index) => {
  const item = CATALOG[(index * 7) % CATALOG.length] ?? CATALOG[0];
  const units = 1 + ((index * 11) % 6);
  return {
    id: `ORD-${String(30001 + index)}`,
    date: new Date(2025, Math.floor(index / 20), 1 + ((index * 13) % 28)),
    country: COUNTRIES[(index * 3) % COUNTRIES.length] ?? 'Germany',
    channel: CHANNELS[(index * 5) % CHANNELS.length] ?? 'Web',
    category: item.category,
    product: item.product,
    units,
    revenue: units * item.price,
  };
});

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110, pivotable: false },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value == null ? '' : eur.format(value)),
  },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }, { field: 'product' }],
  columns: [{ field: 'date-quarter', sort: 'asc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'units', aggFunc: 'sum' },
  ],
};

// Narrow unit columns, wider revenue columns, whatever the column group.
const pivotingColDef: NonNullable<DataGridPremiumProps['pivotingColDef']> = (field) =>
  field === 'units' ? { width: 80, headerName: 'Units' } : { width: 115 };

export default function PivotAdvanced() {
  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        pivotingColDef={pivotingColDef}
        columnGroupHeaderHeight={36}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </Box>
  );
}
