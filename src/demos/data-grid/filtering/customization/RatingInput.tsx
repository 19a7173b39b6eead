import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
}

const rows: Review[] = [
  { id: 1, product: 'Noise-cancelling headphones', reviewer: 'Amelia Hart', rating: 5 },
  { id: 2, product: 'Bluetooth speaker', reviewer: 'Kenji Watanabe', rating: 3 },
  { id: 3, product: 'Smartwatch', reviewer: 'Sofia Marquez', rating: 4 },
  { id: 4, product: 'Wireless earbuds', reviewer: 'Liam Byrne', rating: 2 },
  { id: 5, product: 'Fitness tracker', reviewer: 'Grace Mwangi', rating: 4 },
  { id: 6, product: 'Mechanical keyboard', reviewer: 'Noah Fischer', rating: 5 },
  { id: 7, product: '14-inch ultrabook', reviewer: 'Ingrid Larsen', rating: 1 },
];

// Picks the filter value with stars instead of typing a number.
function RatingInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const rootRef = React.useRef<HTMLSpanElement>(null);

  // The filter panel focuses the value input when it opens: focus the checked star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      rootRef.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    },
  }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        ref={rootRef}
        name={`rating-filter-${String(item.id ?? item.field)}`}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

// The built-in numeric operators, with the stars in place of their text field.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInputValue }));

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'reviewer', headerName: 'Reviewer', width: 140 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    headerAlign: 'left',
    align: 'left',
    filterOperators: ratingOperators,
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" sx={{ verticalAlign: 'middle' }} />
    ),
  },
];

export default function RatingInput() {
  return (
    <Box sx={{ height: 372, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } },
        }}
      />
    </Box>
  );
}
