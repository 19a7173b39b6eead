import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    reviewer: 'Amelia Clarke',
    rating: 5,
    comment: 'Light, grippy on wet rock, and comfortable from the first run. I went half a size up.',
  },
  { id: 2, product: 'Insulated bottle', reviewer: 'Noah Fischer', rating: 4, comment: 'Keeps coffee hot all morning.' },
  {
    id: 3,
    product: 'Rain jacket',
    reviewer: 'Isabella Costa',
    rating: 3,
    comment: 'Stays dry in light rain, but the hood is too small to fit over a helmet and the zip sticks.',
  },
  {
    id: 4,
    product: 'Headlamp',
    reviewer: 'Liam O’Brien',
    rating: 5,
    comment: 'Bright, and the red mode is handy at camp.',
  },
  {
    id: 5,
    product: 'Two-person tent',
    reviewer: 'Yuki Sato',
    rating: 4,
    comment: 'Quick to pitch. A bit heavy for long hikes, though it held up well in strong wind on the coast.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'reviewer', headerName: 'Reviewer', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  // maxWidth caps autosizing: longer comments keep wrapping onto several lines.
  { field: 'comment', headerName: 'Comment', width: 200, maxWidth: 360 },
];

export default function AutosizeDynamicRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Each row grows to fit its wrapped text.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </Box>
    </Box>
  );
}
