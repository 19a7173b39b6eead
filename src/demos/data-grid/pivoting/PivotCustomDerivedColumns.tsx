import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  date: Date;
  region: 'North' | 'South' | 'East' | 'West';
  product: string;
  salesperson: string;
  units: number;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West'] as const;
const PRODUCTS = ['Espresso machine', 'Coffee grinder', 'Milk frother', 'Kettle'] as const;
const PRICES = [449, 189, 79, 59] as const;
const PEOPLE = ['Alice Moreno', 'Bilal Khan', 'Chiara Conti', 'Daniel Park'] as const;

// 48 sales over 2025 built from the row index, so the data is fixed.
const rows: Sale[] = Array.from({ length: 48 }, (_, index) => {
  // Every product sells in every month.
  const product = (index + Math.floor(index / 12)) % PRODUCTS.length;
  const units = 2 + ((index * 7) % 11);
  return {
    id: index + 1,
    date: new Date(2025, index % 12, 1 + ((index * 3) % 27)),
    region: REGIONS[(index * 3 + Math.floor(index / 4)) % REGIONS.length] ?? 'North',
    product: PRODUCTS[product] ?? 'Kettle',
    salesperson: PEOPLE[(index * 5) % PEOPLE.length] ?? 'Alice Moreno',
    units,
    revenue: units * (PRICES[product] ?? 50),
  };
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

const getPivotDerivedColumns: NonNullable<DataGridPremiumProps['getPivotDerivedColumns']> = (column) => {
  if (column.field === 'date') {
    return [
      {
        // A number, so the months sort in calendar order; the formatter shows the name.
        field: 'month',
        headerName: 'Month',
        type: 'number',
        valueGetter: (_value, row: Sale) => row.date.getMonth() + 1,
        valueFormatter: (value: number) => monthName.format(new Date(2025, value - 1, 1)),
      },
      {
        field: 'half',
        headerName: 'Half year',
        valueGetter: (_value, row: Sale) => (row.date.getMonth() < 6 ? 'H1' : 'H2'),
      },
    ];
  }
  if (column.field === 'units') {
    return [
      {
        field: 'orderSize',
        headerName: 'Order size',
        valueGetter: (_value, row: Sale) => (row.units >= 8 ? 'Large (8+)' : 'Small (2-7)'),
      },
    ];
  }
  return undefined;
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'month' }],
  columns: [{ field: 'orderSize', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PivotCustomDerivedColumns() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </Box>
  );
}
