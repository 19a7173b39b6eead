import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface ProductSales {
  id: number;
  product: string;
  weeklyUnits: number[];
  dailyVisits: number[];
}

const rows: ProductSales[] = [
  {
    id: 1,
    product: 'Espresso machine',
    weeklyUnits: [42, 38, 51, 47, 60, 58, 66, 71],
    dailyVisits: [820, 910, 870, 990, 1240, 1610, 1480],
  },
  {
    id: 2,
    product: 'Burr grinder',
    weeklyUnits: [30, 33, 29, 35, 31, 28, 26, 24],
    dailyVisits: [410, 380, 450, 420, 470, 620, 590],
  },
  {
    id: 3,
    product: 'Milk frother',
    weeklyUnits: [12, 18, 25, 22, 30, 41, 39, 47],
    dailyVisits: [260, 300, 280, 340, 390, 520, 560],
  },
  {
    id: 4,
    product: 'Pour-over kettle',
    weeklyUnits: [20, 21, 19, 22, 20, 23, 22, 21],
    dailyVisits: [190, 210, 200, 230, 220, 300, 280],
  },
  {
    id: 5,
    product: 'Cold brew jar',
    weeklyUnits: [8, 11, 15, 21, 27, 34, 40, 44],
    dailyVisits: [150, 170, 160, 210, 260, 380, 410],
  },
];

function renderTrend(params: GridRenderCellParams<ProductSales, number[]>) {
  const data = params.value ?? [];
  return (
    // The chart is drawn in SVG: the label gives screen readers the numbers.
    <Box role="img" aria-label={`Units per week: ${data.join(', ')}`} sx={{ width: '100%' }}>
      <SparkLineChart data={data} height={40} curve="natural" area showHighlight showTooltip />
    </Box>
  );
}

function VisitsSparkline({ data }: { data: number[] }) {
  const theme = useTheme();
  // theme.vars holds CSS variables when the theme uses them, so the colour follows dark mode.
  const color = (theme.vars ?? theme).palette.secondary.main;
  return (
    <Box role="img" aria-label={`Visits per day, Monday to Sunday: ${data.join(', ')}`} sx={{ width: '100%' }}>
      <SparkLineChart data={data} height={40} plotType="bar" color={color} />
    </Box>
  );
}

function renderVisits(params: GridRenderCellParams<ProductSales, number[]>) {
  return <VisitsSparkline data={params.value ?? []} />;
}

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'weeklyUnits',
    headerName: 'Units sold, last 8 weeks',
    width: 210,
    // An array has no natural order or text form: turn off what would need one.
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: renderTrend,
  },
  {
    field: 'dailyVisits',
    headerName: 'Page visits, last 7 days',
    width: 210,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: renderVisits,
  },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={56} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
