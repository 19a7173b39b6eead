import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  comment: string;
  reviewedOn: Date;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    reviewer: 'Ana Costa',
    rating: 5,
    comment:
      'Light, grippy on wet rock and comfortable straight out of the box. I ran a 30 km race in them with no blisters.',
    reviewedOn: new Date(2025, 0, 14),
  },
  {
    id: 2,
    product: 'Rain jacket',
    reviewer: 'Ben Carter',
    rating: 3,
    comment: 'Keeps the rain out, but the hood is too shallow.',
    reviewedOn: new Date(2025, 0, 18),
  },
  {
    id: 3,
    product: 'Insulated bottle, 750 ml',
    reviewer: 'Chen Wei',
    rating: 4,
    comment:
      'Coffee is still hot after six hours. The lid is hard to clean and the paint chipped after a month of daily commuting, which is why it loses a star.',
    reviewedOn: new Date(2025, 0, 21),
  },
  {
    id: 4,
    product: 'Headlamp',
    reviewer: 'Dara Byrne',
    rating: 5,
    comment: 'Bright.',
    reviewedOn: new Date(2025, 0, 25),
  },
  {
    id: 5,
    product: 'Camping stove',
    reviewer: 'Emil Sørensen',
    rating: 4,
    comment:
      'Boils half a litre in under three minutes. Piezo igniter stopped working in the cold, so carry a lighter.',
    reviewedOn: new Date(2025, 1, 2),
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'comment', headerName: 'Comment', width: 380 },
  { field: 'reviewer', headerName: 'Reviewer', width: 150 },
  { field: 'reviewedOn', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value} / 5`,
  },
];

export default function PinnedColumnsDynamicRowHeight() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Each row grows to fit its longest cell; pinned cells follow the same height.
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['product'], right: ['rating'] } }}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
