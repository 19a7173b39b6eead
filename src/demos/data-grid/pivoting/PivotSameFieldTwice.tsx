import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

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
const sales: Sale[] = Array.from({ length: 48 }, (_, index) => {
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

// Each copy is a field of its own, holding the same number as revenue.
const rows = sales.map((sale) => ({ ...sale, averageSale: sale.revenue, largestSale: sale.revenue }));

type Row = (typeof rows)[number];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const money = (value: number) => (value == null ? '' : usd.format(value));

const columns: GridColDef<Row>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: money },
  // Copies of the revenue column: each field can appear once in the pivot model.
  { field: 'averageSale', headerName: 'Average sale', type: 'number', width: 130, valueFormatter: money },
  { field: 'largestSale', headerName: 'Largest sale', type: 'number', width: 130, valueFormatter: money },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'averageSale', aggFunc: 'avg' },
    { field: 'largestSale', aggFunc: 'max' },
  ],
};

export default function PivotSameFieldTwice() {
  return (
    <Box sx={{ height: 410, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          // The copies stay out of the regular, non-pivoted view.
          columns: { columnVisibilityModel: { averageSale: false, largestSale: false } },
        }}
      />
    </Box>
  );
}
