import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Feedback {
  id: number;
  customer: string;
  product: string;
  comment: string;
}

const rows: Feedback[] = [
  {
    id: 1,
    customer: 'Marie Dupont',
    product: 'Trail running shoes',
    comment:
      'Great grip on wet rocks and the sizing is accurate.\nThe laces came undone a few times on long runs, so I switched to elastic ones.',
  },
  {
    id: 2,
    customer: 'Jamal Wright',
    product: 'Insulated water bottle',
    comment: 'Keeps drinks cold for a whole day at the beach. The lid is hard to clean, though.',
  },
  {
    id: 3,
    customer: 'Sakura Ito',
    product: 'Camping stove',
    comment:
      'Lights on the first try even in wind.\nBoils half a litre in about three minutes.\nWould like a carrying case in the box.',
  },
  {
    id: 4,
    customer: 'Pedro Santos',
    product: 'Two-person tent',
    comment: 'Easy to pitch alone. Stayed dry through a night of heavy rain in the Highlands.',
  },
  {
    id: 5,
    customer: 'Anna Kowalska',
    product: 'Headlamp',
    comment: 'Bright and light. The red mode is perfect for reading maps without waking anyone.',
  },
];

const columns: GridColDef<Feedback>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 190 },
  // A long text column: Shift+Enter adds a line break while editing.
  { field: 'comment', headerName: 'Comment', type: 'longText', flex: 1, minWidth: 260, editable: true },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
