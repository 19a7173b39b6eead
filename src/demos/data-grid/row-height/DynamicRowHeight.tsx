import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  author: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    author: 'Jasmine K.',
    rating: 5,
    comment:
      'Light, grippy on wet rock and comfortable from the first run. I did a 30 km race in them without a single blister.',
  },
  { id: 2, product: 'Insulated bottle', author: 'Marco P.', rating: 4, comment: 'Keeps coffee hot all morning.' },
  {
    id: 3,
    product: 'Rain jacket',
    author: 'Aiko T.',
    rating: 3,
    comment:
      'Waterproof as promised, but the hood is too small to fit over a helmet and the sleeves run long. The zip pockets are well placed, though, and it packs into its own pocket.',
  },
  { id: 4, product: 'Headlamp', author: 'Samuel O.', rating: 5, comment: 'Bright, and the battery lasts for days.' },
  {
    id: 5,
    product: 'Hiking poles',
    author: 'Leonie B.',
    rating: 2,
    comment: 'One of the locks slipped on the first descent. Customer service replaced the pair within a week.',
  },
  {
    id: 6,
    product: 'Merino socks',
    author: 'Diego R.',
    rating: 5,
    comment: 'Warm, soft, and no smell after three days.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260 },
];

// Defined once: 'auto' measures each row, and the estimate is used until a row has been measured.
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => 80;

export default function DynamicRowHeight() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
        // Measured rows have no fixed height: give their cells vertical padding and let the text wrap.
        sx={{ [`& .${gridClasses.cell}`]: { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
      />
    </Box>
  );
}
