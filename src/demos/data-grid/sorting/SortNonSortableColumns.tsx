import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  rating: number;
  nightlyRate: number;
}

const rows: Hotel[] = [
  { id: 1, name: 'Hotel Miramar', city: 'Barcelona', rating: 4.4, nightlyRate: 189 },
  { id: 2, name: 'The Linden House', city: 'Edinburgh', rating: 4.7, nightlyRate: 215 },
  { id: 3, name: 'Casa Azul', city: 'Lisbon', rating: 4.2, nightlyRate: 132 },
  { id: 4, name: 'Parkside Inn', city: 'Vienna', rating: 3.9, nightlyRate: 109 },
  { id: 5, name: 'Harbour Lights', city: 'Copenhagen', rating: 4.5, nightlyRate: 248 },
  { id: 6, name: 'Villa Serena', city: 'Florence', rating: 4.8, nightlyRate: 276 },
];

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  {
    field: 'nightlyRate',
    headerName: 'Per night',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value}`,
  },
];

// The only orders readers may choose, each one a sort model.
const ORDERS: Record<string, { label: string; model: GridSortModel }> = {
  recommended: { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
  cheapest: { label: 'Lowest price', model: [{ field: 'nightlyRate', sort: 'asc' }] },
  name: { label: 'Name (A to Z)', model: [{ field: 'name', sort: 'asc' }] },
};

export default function SortNonSortableColumns() {
  const [order, setOrder] = React.useState('recommended');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        id="hotel-sort-order"
        size="small"
        label="Sort by"
        value={order}
        onChange={(event) => setOrder(event.target.value)}
        sx={{ width: 220 }}
      >
        {Object.entries(ORDERS).map(([value, { label }]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 424 }}>
        <DataGrid rows={rows} columns={columns} disableColumnSorting sortModel={ORDERS[order]?.model ?? []} />
      </Box>
    </Stack>
  );
}
