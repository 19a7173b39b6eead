import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
  isbn: string;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
    isbn: '978-0441478125',
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209, isbn: '978-0385474542' },
  {
    id: 3,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    pages: 417,
    isbn: '978-0060883287',
  },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324, isbn: '978-1400033416' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
  { field: 'isbn', headerName: 'ISBN', width: 150 },
];

// Rendered inside the grid (as its footer), where useGridApiContext gives access to the state.
function ColumnSummary() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibleColumns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        Showing {visibleColumns.length} of {allColumns.length} columns:{' '}
        {visibleColumns.map((column) => column.headerName ?? column.field).join(', ')}
      </Typography>
    </Box>
  );
}

export default function ColumnSelectors() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { isbn: false } } }}
        slots={{ footer: ColumnSummary }}
      />
    </Box>
  );
}
