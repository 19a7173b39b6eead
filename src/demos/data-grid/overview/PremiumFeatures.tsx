import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'Europe', product: 'Espresso machine', units: 320, revenue: 191_680 },
  { id: 2, region: 'Europe', product: 'Coffee grinder', units: 540, revenue: 80_460 },
  { id: 3, region: 'Europe', product: 'Milk frother', units: 910, revenue: 45_409 },
  { id: 4, region: 'North America', product: 'Espresso machine', units: 460, revenue: 275_540 },
  { id: 5, region: 'North America', product: 'Coffee grinder', units: 720, revenue: 107_280 },
  { id: 6, region: 'North America', product: 'Milk frother', units: 1_150, revenue: 57_385 },
  { id: 7, region: 'Asia Pacific', product: 'Espresso machine', units: 210, revenue: 125_790 },
  { id: 8, region: 'Asia Pacific', product: 'Coffee grinder', units: 380, revenue: 56_620 },
  { id: 9, region: 'Asia Pacific', product: 'Milk frother', units: 640, revenue: 31_936 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PremiumFeatures() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          // Rows grouped by region, with totals per group and for the whole table.
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
        defaultGroupingExpansionDepth={-1}
        cellSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
