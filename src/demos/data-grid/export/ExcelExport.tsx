import Box from '@mui/material/Box';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import { DataGridPremium, ExportCsv, ExportExcel, Toolbar, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  date: Date;
  region: string;
  product: string;
  units: number;
  revenue: number;
  channel: 'Online' | 'Retail' | 'Partner';
}

const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America'] as const;
const PRODUCTS = ['Trail running shoe', 'Rain jacket', 'Hiking backpack', 'Merino base layer'] as const;
const PRICES = [135, 189, 149, 79] as const;
const CHANNELS = ['Online', 'Retail', 'Partner'] as const;

// 24 sales built from the row index, so the data is fixed.
const rows: Sale[] = Array.from({ length: 24 }, (_, index) => {
  const productIndex = index % PRODUCTS.length;
  const units = 20 + ((index * 37) % 180);
  return {
    id: index + 1,
    date: new Date(2025, Math.floor(index / 4), 1 + ((index * 5) % 27)),
    region: REGIONS[(index * 3) % REGIONS.length] ?? 'Europe',
    product: PRODUCTS[productIndex] ?? 'Rain jacket',
    units,
    revenue: units * (PRICES[productIndex] ?? 100),
    channel: CHANNELS[index % CHANNELS.length] ?? 'Online',
  };
});

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: [...CHANNELS],
    width: 100,
  },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

function ExportToolbar() {
  return (
    <Toolbar>
      <ExportExcel size="small" startIcon={<GridOnOutlinedIcon />} options={{ fileName: 'outdoor-sales-2025' }}>
        Download Excel
      </ExportExcel>
      <ExportCsv size="small" startIcon={<FileDownloadOutlinedIcon />} options={{ fileName: 'outdoor-sales-2025' }}>
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function ExcelExport() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
