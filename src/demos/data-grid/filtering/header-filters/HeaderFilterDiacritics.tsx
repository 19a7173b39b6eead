import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Office {
  id: number;
  city: string;
  country: string;
  staff: number;
}

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 84 },
  { id: 2, city: 'Zürich', country: 'Switzerland', staff: 41 },
  { id: 3, city: 'Kraków', country: 'Poland', staff: 57 },
  { id: 4, city: 'Malmö', country: 'Sweden', staff: 23 },
  { id: 5, city: 'Bogotá', country: 'Colombia', staff: 38 },
  { id: 6, city: 'Montréal', country: 'Canada', staff: 62 },
  { id: 7, city: 'Montevideo', country: 'Uruguay', staff: 17 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 110 },
];

export default function HeaderFilterDiacritics() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        // "montre" finds Montréal; "zur" finds Zürich.
        ignoreDiacritics
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'city', operator: 'contains', value: 'montre' }] } },
        }}
      />
    </Box>
  );
}
