import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  staff: number;
}

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 84 },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe', staff: 6 },
  { id: 3, city: 'Zürich', country: 'Switzerland', staff: 41 },
  { id: 4, city: 'Kraków', country: 'Poland', staff: 57 },
  { id: 5, city: 'Malmö', country: 'Sweden', staff: 23 },
  { id: 6, city: 'Bogotá', country: 'Colombia', staff: 38 },
  { id: 7, city: 'Montréal', country: 'Canada', staff: 62 },
  { id: 8, city: 'Reykjavík', country: 'Iceland', staff: 9 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 180 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 100 },
];

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore diacritics"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: { filterModel: { items: [{ field: 'city', operator: 'contains', value: 'sao' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
