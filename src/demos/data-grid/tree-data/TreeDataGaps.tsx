import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridGroupingColDefOverride } from '@mui/x-data-grid-pro';

interface Store {
  id: number;
  // Region, country, city: only cities have a row of their own.
  location: string[];
  manager: string;
  revenue: number;
}

const rows: Store[] = [
  { id: 1, location: ['Europe', 'France', 'Paris'], manager: 'Camille Laurent', revenue: 1_240_000 },
  { id: 2, location: ['Europe', 'France', 'Lyon'], manager: 'Hugo Bernard', revenue: 610_000 },
  { id: 3, location: ['Europe', 'Germany', 'Munich'], manager: 'Lena Wagner', revenue: 980_000 },
  { id: 4, location: ['Asia', 'Japan', 'Tokyo'], manager: 'Ren Suzuki', revenue: 1_530_000 },
  { id: 5, location: ['Asia', 'Japan', 'Kyoto'], manager: 'Yui Kobayashi', revenue: 420_000 },
  { id: 6, location: ['Americas', 'Canada', 'Vancouver'], manager: 'Olivia Tremblay', revenue: 870_000 },
];

const columns: GridColDef<Store>[] = [
  { field: 'manager', headerName: 'Store manager', width: 170 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  },
];

const groupingColDef: GridGroupingColDefOverride<Store> = { headerName: 'Location', width: 240 };

const getTreeDataPath = (row: Store) => row.location;

export default function TreeDataGaps() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
