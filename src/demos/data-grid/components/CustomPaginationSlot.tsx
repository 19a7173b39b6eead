import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  isbn: string;
  title: string;
  shelf: string;
}

const TITLES = [
  'Middlemarch',
  'Moby-Dick',
  'Pride and Prejudice',
  'The Brothers Karamazov',
  'Don Quixote',
  'War and Peace',
  'Great Expectations',
  'Madame Bovary',
  'Anna Karenina',
  'Jane Eyre',
] as const;

// 48 library books built from the row index.
const rows: Book[] = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  isbn: `978-0-${String(140_000 + index * 371).padStart(6, '0')}-${index % 10}`,
  title: TITLES[index % TITLES.length] ?? 'Middlemarch',
  shelf: `${String.fromCharCode(65 + (index % 6))}-${1 + (index % 12)}`,
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
];

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const first = rowCount === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(rowCount, (page + 1) * pageSize);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {first}–{last} of {rowCount}
      </Typography>
      <Pagination
        shape="rounded"
        size="small"
        count={pageCount}
        // Material UI counts pages from 1, the grid from 0.
        page={page + 1}
        onChange={(_, value) => apiRef.current.setPage(value - 1)}
      />
    </Stack>
  );
}

export default function CustomPaginationSlot() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
