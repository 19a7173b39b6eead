import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  name: string;
  downloads: number;
}

const rows: Release[] = [
  { id: 1, version: '2.10.0', name: 'Faster imports', downloads: 18400 },
  { id: 2, version: '2.9.3', name: 'Security fixes', downloads: 52100 },
  { id: 3, version: '10.0.0', name: 'New plugin system', downloads: 3900 },
  { id: 4, version: '2.9.12', name: 'Locale updates', downloads: 27800 },
  { id: 5, version: '3.0.0-beta', name: 'Beta of the 3.0 line', downloads: 1200 },
  { id: 6, version: '1.4.7', name: 'Long-term support patch', downloads: 9600 },
  { id: 7, version: '3.0.0', name: 'Config file rewrite', downloads: 14300 },
];

// Compares "2.9.12" and "2.10.0" part by part: numbers as numbers, then any
// suffix such as "beta" as text, reusing the grid's built-in comparators.
const versionComparator: GridComparatorFn<string> = (v1, v2, params1, params2) => {
  const [core1 = '', suffix1 = ''] = v1.split('-');
  const [core2 = '', suffix2 = ''] = v2.split('-');
  const parts1 = core1.split('.').map(Number);
  const parts2 = core2.split('.').map(Number);
  for (let index = 0; index < Math.max(parts1.length, parts2.length); index += 1) {
    const result = gridNumberComparator(parts1[index] ?? 0, parts2[index] ?? 0, params1, params2);
    if (result !== 0) {
      return result;
    }
  }
  // A pre-release ("3.0.0-beta") comes before its final release ("3.0.0").
  if (suffix1 === '' || suffix2 === '') {
    return suffix1 === suffix2 ? 0 : suffix1 === '' ? 1 : -1;
  }
  return gridStringOrNumberComparator(suffix1, suffix2, params1, params2);
};

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 130, sortComparator: versionComparator },
  { field: 'name', headerName: 'Highlights', flex: 1, minWidth: 200 },
  { field: 'downloads', headerName: 'Downloads', type: 'number', width: 120 },
];

export default function CombineComparators() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'version', sort: 'desc' }] } }}
      />
    </Box>
  );
}
