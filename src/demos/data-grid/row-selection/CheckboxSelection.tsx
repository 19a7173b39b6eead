import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  email: string;
  plan: 'Free' | 'Team' | 'Business';
  seats: number;
}

const FIRST_NAMES = [
  'alex',
  'bianca',
  'chidi',
  'dana',
  'eitan',
  'fatima',
  'gus',
  'hiro',
  'ines',
  'jamal',
  'kira',
  'luis',
] as const;
const DOMAINS = ['example.com', 'mail.test', 'studio.dev'] as const;
const PLANS = ['Team', 'Free', 'Business', 'Free', 'Team'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 30 subscribers built from the row index.
const rows: Subscriber[] = Array.from({ length: 30 }, (_, index) => {
  const plan = pick(PLANS, index);
  return {
    id: index + 1,
    email: `${pick(FIRST_NAMES, index)}${index + 1}@${pick(DOMAINS, index)}`,
    plan,
    seats: plan === 'Free' ? 1 : 3 + ((index * 7) % 40),
  };
});

const columns: GridColDef<Subscriber>[] = [
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function CheckboxSelection() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
