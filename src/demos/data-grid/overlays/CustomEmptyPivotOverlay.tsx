import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quarter: string;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West'] as const;
const PRODUCTS = ['Espresso machine', 'Grinder', 'Milk frother'] as const;
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

// 24 sales computed from the row index, so the data never changes.
const rows: Sale[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  region: REGIONS[index % REGIONS.length] ?? 'North',
  product: PRODUCTS[index % PRODUCTS.length] ?? 'Grinder',
  quarter: QUARTERS[Math.floor(index / 6) % QUARTERS.length] ?? 'Q1',
  revenue: 1200 + ((index * 733) % 4100),
}));

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue (EUR)', type: 'number', width: 140 },
];

// Pivot mode starts on with nothing in rows, columns or values.
const emptyPivotModel: GridPivotModel = { rows: [], columns: [], values: [] };

function SalesEmptyPivotOverlay() {
  const apiRef = useGridApiContext();
  // A one-click starting point: revenue by region and quarter.
  const applySuggestion = () => {
    apiRef.current.setPivotModel({
      rows: [{ field: 'region' }],
      columns: [{ field: 'quarter' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    });
  };

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <PivotTableChartIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="body2">Pick fields in the pivot panel, or start from a suggestion.</Typography>
        <Button size="small" variant="contained" onClick={applySuggestion}>
          Revenue by region and quarter
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomEmptyPivotOverlay() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { enabled: true, model: emptyPivotModel } }}
        slots={{ emptyPivotOverlay: SalesEmptyPivotOverlay }}
      />
    </Box>
  );
}
