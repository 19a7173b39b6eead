import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  store: string;
  product: string;
  units: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'West', store: 'Portland', product: 'Trail shoes', units: 34, revenue: 4080 },
  { id: 2, region: 'West', store: 'Seattle', product: 'Rain jacket', units: 21, revenue: 3150 },
  { id: 3, region: 'West', store: 'Portland', product: 'Rain jacket', units: 12, revenue: 1800 },
  { id: 4, region: 'East', store: 'Boston', product: 'Trail shoes', units: 28, revenue: 3360 },
  { id: 5, region: 'East', store: 'Philadelphia', product: 'Fleece vest', units: 40, revenue: 2600 },
  { id: 6, region: 'East', store: 'Boston', product: 'Fleece vest', units: 17, revenue: 1105 },
  { id: 7, region: 'South', store: 'Austin', product: 'Trail shoes', units: 25, revenue: 3000 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ColumnMenuPremium() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
