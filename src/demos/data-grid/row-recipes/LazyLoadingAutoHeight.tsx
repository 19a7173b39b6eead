import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  category: string;
  rating: number;
}

interface Review {
  author: string;
  text: string;
}

const rows: Product[] = [
  { id: 1, name: 'Trail running shoes', category: 'Footwear', rating: 4.6 },
  { id: 2, name: 'Insulated water bottle', category: 'Accessories', rating: 4.8 },
  { id: 3, name: 'Two-person tent', category: 'Camping', rating: 4.2 },
  { id: 4, name: 'Merino wool socks', category: 'Clothing', rating: 4.9 },
  { id: 5, name: 'Headlamp, 400 lumens', category: 'Accessories', rating: 4.4 },
];

// The "database" of the fake server: the number of reviews varies by product.
const REVIEWS: Record<number, Review[]> = {
  1: [
    { author: 'Priya S.', text: 'Great grip on wet rocks, and comfortable from the first run.' },
    { author: 'Tomás S.', text: 'Runs half a size small.' },
    { author: 'Grace L.', text: 'Lasted 800 km before the sole wore through.' },
  ],
  2: [{ author: 'Ethan B.', text: 'Water still cold after a whole day in the car.' }],
  3: [
    { author: 'Hannah M.', text: 'Easy to pitch alone in ten minutes.' },
    { author: 'Kenji W.', text: 'Stayed dry through a night of heavy rain.' },
  ],
  4: [
    { author: 'Sofia R.', text: 'Warm, soft and no blisters.' },
    { author: 'Oscar N.', text: 'Bought a second pair after a month.' },
    { author: 'Aisha K.', text: 'Wash them cold: they shrink a little otherwise.' },
    { author: 'Lucas M.', text: 'Perfect for long hikes in the Alps.' },
  ],
  5: [{ author: 'Chen J.', text: 'Bright, light, and the battery lasts a weekend.' }],
};

// Stands in for a request such as GET /api/products/1/reviews.
function fetchReviews(productId: number): Promise<Review[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(REVIEWS[productId] ?? []), 700);
  });
}

function ReviewsPanel({ row }: { row: Product }) {
  const [reviews, setReviews] = React.useState<Review[] | null>(null);

  React.useEffect(() => {
    let ignore = false;
    fetchReviews(row.id).then((result) => {
      if (!ignore) {
        setReviews(result);
      }
    });
    return () => {
      ignore = true;
    };
  }, [row.id]);

  return (
    // No fixed height: with 'auto', the grid measures the panel again when the reviews arrive.
    <Box sx={{ px: 4, py: 1.5, bgcolor: 'action.hover' }}>
      {reviews === null ? (
        <Box role="status" aria-label={`Loading reviews of ${row.name}`}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      ) : (
        reviews.map((review) => (
          <Typography key={review.author} variant="body2" sx={{ py: 0.25 }}>
            <strong>{review.author}</strong> {review.text}
          </Typography>
        ))
      )}
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function LazyLoadingAutoHeight() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Product>) => <ReviewsPanel row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
