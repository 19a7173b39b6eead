import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  date: Date;
}

const rows: Review[] = [
  { id: 1, product: 'Noise-cancelling headphones', reviewer: 'Chloé Martin', rating: 5, date: new Date(2025, 1, 3) },
  { id: 2, product: 'Espresso machine', reviewer: 'Daniel Kim', rating: 3, date: new Date(2025, 1, 9) },
  { id: 3, product: 'Standing desk', reviewer: 'Fatima Ali', rating: 4, date: new Date(2025, 1, 14) },
  { id: 4, product: 'Mechanical keyboard', reviewer: 'Lukas Meyer', rating: 2, date: new Date(2025, 1, 20) },
  { id: 5, product: 'Robot vacuum', reviewer: 'Ana Souza', rating: 4, date: new Date(2025, 1, 26) },
];

// The edit component: a Rating whose changes go to the grid's editing state.
function RatingEditInputCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus into the stars when the cell enters edit mode.
  React.useEffect(() => {
    if (hasFocus) {
      const root = ref.current;
      (
        root?.querySelector<HTMLInputElement>('input:checked') ?? root?.querySelector<HTMLInputElement>('input')
      )?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.SyntheticEvent, newValue: number | null) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 }, event);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`rating-${id}`} value={value ?? 0} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'reviewer', headerName: 'Reviewer', width: 140 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    align: 'left',
    headerAlign: 'left',
    editable: true,
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly value={params.value ?? 0} size="small" sx={{ verticalAlign: 'middle' }} />
    ),
    renderEditCell: (params) => <RatingEditInputCell {...params} />,
  },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
];

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
