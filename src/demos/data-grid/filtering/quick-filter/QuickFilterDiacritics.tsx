import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  city: string;
  nights: number;
}

const rows: Guest[] = [
  { id: 1, name: 'José Álvarez', city: 'Bogotá', nights: 3 },
  { id: 2, name: 'Jose Alvarado', city: 'Quito', nights: 2 },
  { id: 3, name: 'Zoë Müller', city: 'Zürich', nights: 5 },
  { id: 4, name: 'Søren Kierkegaard', city: 'Aarhus', nights: 1 },
  { id: 5, name: 'Chloé Martin', city: 'Montréal', nights: 4 },
  { id: 6, name: 'Łukasz Nowak', city: 'Kraków', nights: 2 },
  { id: 7, name: 'Ana Sánchez', city: 'Málaga', nights: 6 },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

export default function QuickFilterDiacritics() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // "jose" finds both José and Jose.
        ignoreDiacritics
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['jose'] } } }}
      />
    </Box>
  );
}
