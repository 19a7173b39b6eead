import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  city: string;
  diet: 'None' | 'Vegetarian' | 'Vegan' | 'Gluten-free';
}

const rows: Guest[] = [
  { id: 1, name: 'Aiko Suzuki', city: 'Osaka', diet: 'Vegetarian' },
  { id: 2, name: 'Ben Carter', city: 'Boston', diet: 'None' },
  { id: 3, name: 'Carla Mendes', city: 'Porto', diet: 'Vegan' },
  { id: 4, name: 'Dmitri Volkov', city: 'Boston', diet: 'None' },
  { id: 5, name: 'Esther Adeyemi', city: 'Lagos', diet: 'Gluten-free' },
  { id: 6, name: 'Felix Wagner', city: 'Vienna', diet: 'Vegetarian' },
  { id: 7, name: 'Grace Park', city: 'Boston', diet: 'None' },
  { id: 8, name: 'Hugo Lefèvre', city: 'Lyon', diet: 'Vegan' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'diet', headerName: 'Diet', width: 130 },
];

// Search for "Boston" in the toolbar: guests 1, 3 and 5 are filtered out.
export default function SelectionWithFiltering() {
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 3, 5]),
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={keepHidden} onChange={(event) => setKeepHidden(event.target.checked)} />}
          label="Keep filtered-out rows selected"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Selected ids: {[...rowSelectionModel.ids].join(', ') || 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          // The model always lists the selected ids, even after "select all".
          disableRowSelectionExcludeModel
          hideFooterPagination
        />
      </Box>
    </Stack>
  );
}
