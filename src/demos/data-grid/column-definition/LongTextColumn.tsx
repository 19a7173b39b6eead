import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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
    author: 'Elif Yılmaz',
    rating: 5,
    comment:
      'Light, grippy on wet rock and comfortable straight out of the box. After 300 km the sole shows little wear. I went half a size up, which left room for thicker socks in winter.',
  },
  {
    id: 2,
    product: 'Insulated water bottle',
    author: 'Jack Thompson',
    rating: 3,
    comment:
      'Keeps water cold all day, but the lid started leaking after two months. Customer service sent a replacement lid within a week, so I am keeping it for now.',
  },
  {
    id: 3,
    product: 'Ultralight tent',
    author: 'Marta Kowalska',
    rating: 4,
    comment:
      'Pitches in five minutes and packs down to the size of a water bottle. Condensation builds up on cold nights; open both vents before going to sleep.',
  },
  {
    id: 4,
    product: 'Headlamp 400',
    author: 'Ravi Shankar',
    rating: 5,
    comment: 'Bright, charges over USB-C and the red mode does not wake up the whole campsite.',
  },
  {
    id: 5,
    product: 'Merino base layer',
    author: 'Sophie Dubois',
    rating: 4,
    comment:
      'Warm and does not smell after several days of hiking. Wash it cold and dry it flat: mine shrank a little after one run through the dryer.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  // Shows one line with an expand button; the full text opens in a popup.
  { field: 'comment', headerName: 'Comment', type: 'longText', flex: 1, minWidth: 220 },
];

export default function LongTextColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
