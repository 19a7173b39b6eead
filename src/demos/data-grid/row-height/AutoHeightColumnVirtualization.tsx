import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Mountain', 'Islands'] as const;
const NOTES = [
  'Steady sales.',
  'Promotion ran for two weeks and lifted sales in every store of the region.',
  'Supply issue with the spring catalogue.',
  'New store opened; figures include its first month.',
  'Holiday peak.',
] as const;

interface RegionNotes extends GridValidRowModel {
  id: string;
  region: string;
}

// One row per region, one note per month, chosen from the indexes so the data is fixed.
const rows: RegionNotes[] = REGIONS.map((region, regionIndex) => {
  const row: RegionNotes = { id: region, region };
  MONTHS.forEach((month, monthIndex) => {
    row[month] = NOTES[(regionIndex * 2 + monthIndex * 3) % NOTES.length];
  });
  return row;
});

const columns: GridColDef<RegionNotes>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  ...MONTHS.map((month): GridColDef<RegionNotes> => ({ field: month, headerName: month, width: 200, sortable: false })),
];

const getRowHeight = () => 'auto' as const;

export default function AutoHeightColumnVirtualization() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        virtualizeColumnsWithAutoRowHeight
        hideFooter
        // Measured rows have no fixed height: give their cells vertical padding and let the text wrap.
        sx={{ [`& .${gridClasses.cell}`]: { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
      />
    </Box>
  );
}
