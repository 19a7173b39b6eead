import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface ProductLine {
  id: number;
  product: string;
  revenue: number;
  cost: number;
}

const rows: ProductLine[] = [
  { id: 1, product: 'Trail running shoes', revenue: 84_000, cost: 51_200 },
  { id: 2, product: 'Rain jacket', revenue: 62_500, cost: 30_100 },
  { id: 3, product: 'Merino base layer', revenue: 27_800, cost: 12_900 },
  { id: 4, product: 'Hiking poles', revenue: 9_400, cost: 6_850 },
  { id: 5, product: 'Headlamp', revenue: 15_300, cost: 7_400 },
];

interface RevenueAndCost {
  revenue: number;
  cost: number;
}

// The total margin is not the average of the margins: it weighs each product by its revenue.
const totalMargin: GridAggregationFunction<RevenueAndCost, number | null> = {
  label: 'total margin',
  // Hand `apply` both fields of each row instead of the margin column's value.
  getCellValue: ({ row }) => ({ revenue: (row as ProductLine).revenue, cost: (row as ProductLine).cost }),
  apply: ({ values }) => {
    let revenue = 0;
    let cost = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        cost += value.cost;
      }
    });
    return revenue === 0 ? null : (revenue - cost) / revenue;
  },
  columnTypes: ['number'],
};

const money = (value: number | null) =>
  value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<ProductLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: money },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 120, valueFormatter: money },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 140,
    valueGetter: (_value: unknown, row: ProductLine) => (row.revenue - row.cost) / row.revenue,
    valueFormatter: (value: number | null) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { revenue: 'sum', cost: 'sum', margin: 'totalMargin' } },
};

export default function AggregationMultipleFields() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, totalMargin }}
        initialState={initialState}
      />
    </Box>
  );
}
