import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  meal: string;
}

const NAMES = ['Isabel Costa', 'Henrik Larsen', 'Fatima Zahra', 'George Miller', 'Anya Ivanova', 'Tariq Aziz'] as const;
const MEALS = ['Vegetarian', 'Fish', 'Vegan', 'Beef'] as const;

function createGuest(index: number): Guest {
  return {
    id: index + 1,
    name: NAMES[index % NAMES.length] ?? NAMES[0],
    table: 1 + Math.floor(index / 4),
    meal: MEALS[index % MEALS.length] ?? MEALS[0],
  };
}

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90 },
  { field: 'meal', headerName: 'Meal', width: 130 },
];

export default function AutoHeightGrid() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(() => Array.from({ length: count }, (_, index) => createGuest(index)), [count]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setCount((value) => value + 1)}>
          Add a guest
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount((value) => value - 1)}>
          Remove a guest
        </Button>
      </Stack>
      <DataGrid
        rows={rows}
        columns={columns}
        autoHeight
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
