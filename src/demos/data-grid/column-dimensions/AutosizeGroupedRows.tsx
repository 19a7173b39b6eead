import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', genre: 'Science fiction', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', genre: 'Science fiction', year: 1979 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', genre: 'Literary fiction', year: 1989 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', genre: 'Literary fiction', year: 1987 },
  { id: 5, title: 'The Name of the Rose', author: 'Umberto Eco', genre: 'Historical mystery', year: 1980 },
  { id: 6, title: 'Wolf Hall', author: 'Hilary Mantel', genre: 'Historical mystery', year: 2009 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title' },
  { field: 'author', headerName: 'Author' },
  { field: 'genre', headerName: 'Genre' },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    // Group rows have no year: show nothing rather than "undefined".
    valueFormatter: (value: number | undefined) => (value === undefined ? '' : String(value)),
  },
];

export default function AutosizeGroupedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          rowGrouping: { model: ['genre'] },
          columns: { columnVisibilityModel: { genre: false } },
        }}
        // Expanded groups render their rows, so their cells are measured too.
        defaultGroupingExpansionDepth={-1}
        autosizeOnMount
        // Group rows are fewer than the other rows: without this, their wider
        // grouping cells count as outliers and the grouping column stays narrow.
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
      />
    </Box>
  );
}
