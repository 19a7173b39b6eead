import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
  rating: number;
}

const DISHES = ['Risotto', 'Pad thai', 'Shakshuka', 'Ramen', 'Paella', 'Tacos al pastor', 'Moussaka', 'Pho'] as const;
const CUISINES = [
  'Italian',
  'Thai',
  'Middle Eastern',
  'Japanese',
  'Spanish',
  'Mexican',
  'Greek',
  'Vietnamese',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 72 recipes built from the row index.
const rows: Recipe[] = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  name: `${pick(DISHES, index)} #${Math.floor(index / DISHES.length) + 1}`,
  cuisine: pick(CUISINES, index),
  minutes: 15 + ((index * 11) % 90),
  rating: 3 + ((index * 7) % 21) / 10,
}));

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// Replaces the footer's pagination: reads the state through selectors and
// changes the page through the API, like the built-in component does.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      shape="rounded"
      size="small"
      count={pageCount}
      // MUI Pagination counts from 1, the grid from 0.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ ml: 'auto', px: 1 }}
    />
  );
}

export default function CustomPaginationUI() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[8]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
