import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  stars: number;
  price: number;
}

const rows: Hotel[] = [
  { id: 1, name: 'Hotel Esplanade', city: 'Zagreb', stars: 5, price: 210 },
  { id: 2, name: 'Casa Lisboa', city: 'Lisbon', stars: 3, price: 95 },
  { id: 3, name: 'The Linden', city: 'Edinburgh', stars: 4, price: 160 },
  { id: 4, name: 'Riad Yasmine', city: 'Marrakesh', stars: 4, price: 120 },
  { id: 5, name: 'Park Hyatt Kyoto', city: 'Kyoto', stars: 5, price: 680 },
];

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
  { field: 'price', headerName: 'Night (EUR)', type: 'number', width: 120 },
];

export default function NoResultsOverlay() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // The search starts with a word no hotel matches.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Oslo'] } } }}
        hideFooter
      />
    </Box>
  );
}
