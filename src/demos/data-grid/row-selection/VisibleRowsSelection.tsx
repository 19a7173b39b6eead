import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  stars: number;
}

const PRODUCTS = [
  'Trail runner shoes',
  'Rain jacket',
  'Travel mug',
  'Headlamp',
  'Daypack 20 L',
  'Merino socks',
] as const;
const REVIEWERS = ['Olga P.', 'Marcus T.', 'Sunita R.', 'Jonas E.', 'Leila K.', 'Pedro A.', 'Hanna V.'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 30 reviews built from the row index, shown 5 per page.
const rows: Review[] = Array.from({ length: 30 }, (_, index) => ({
  id: 7001 + index,
  product: pick(PRODUCTS, index),
  reviewer: pick(REVIEWERS, index * 3),
  stars: 1 + ((index * 3) % 5),
}));

const columns: GridColDef<Review>[] = [
  { field: 'id', headerName: 'Review', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'reviewer', headerName: 'Reviewer', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
];

export default function VisibleRowsSelection() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        // The header checkbox only selects the 5 rows of the current page.
        checkboxSelectionVisibleOnly
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
