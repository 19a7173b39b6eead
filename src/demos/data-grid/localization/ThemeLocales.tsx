import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import {
  deDE as materialDeDE,
  esES as materialEsES,
  frFR as materialFrFR,
  jaJP as materialJaJP,
  ptBR as materialPtBR,
} from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, esES, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';

// Each language needs two objects: the grid's texts and the Material UI components' texts.
const locales = {
  deDE: [deDE, materialDeDE],
  esES: [esES, materialEsES],
  frFR: [frFR, materialFrFR],
  jaJP: [jaJP, materialJaJP],
  ptBR: [ptBR, materialPtBR],
} as const;
type LocaleName = keyof typeof locales;

const languages: Record<LocaleName, string> = {
  deDE: 'Deutsch',
  esES: 'Español',
  frFR: 'Français',
  jaJP: '日本語',
  ptBR: 'Português (Brasil)',
};

interface City {
  id: number;
  name: string;
  country: string;
  population: number;
}

const rows: City[] = [
  { id: 1, name: 'São Paulo', country: 'Brazil', population: 11451999 },
  { id: 2, name: 'Osaka', country: 'Japan', population: 2752412 },
  { id: 3, name: 'Marseille', country: 'France', population: 873076 },
  { id: 4, name: 'Hamburg', country: 'Germany', population: 1910160 },
  { id: 5, name: 'Sevilla', country: 'Spain', population: 684025 },
  { id: 6, name: 'Lyon', country: 'France', population: 522250 },
  { id: 7, name: 'Porto Alegre', country: 'Brazil', population: 1332845 },
];

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function ThemeLocales() {
  const [localeName, setLocaleName] = React.useState<LocaleName>('deDE');
  const theme = useTheme();
  const localizedTheme = React.useMemo(() => createTheme(theme, ...locales[localeName]), [theme, localeName]);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        id="grid-locale"
        select
        size="small"
        label="Locale"
        value={localeName}
        onChange={(event) => setLocaleName(event.target.value as LocaleName)}
        sx={{ mb: 1, minWidth: 220 }}
      >
        {(Object.keys(locales) as LocaleName[]).map((name) => (
          <MenuItem key={name} value={name}>
            {languages[name]} ({name})
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={localizedTheme}>
        <Box sx={{ height: 400 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            checkboxSelection
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </Box>
  );
}
