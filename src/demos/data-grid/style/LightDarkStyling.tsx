import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  region: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Reykjavík Harbour', region: 'Iceland', temperature: 4.2, humidity: 81 },
  { id: 2, station: 'Bergen Florida', region: 'Norway', temperature: 7.8, humidity: 88 },
  { id: 3, station: 'Seville Airport', region: 'Spain', temperature: 24.6, humidity: 38 },
  { id: 4, station: 'Nice Côte d’Azur', region: 'France', temperature: 18.1, humidity: 64 },
  { id: 5, station: 'Innsbruck Airport', region: 'Austria', temperature: 11.5, humidity: 57 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function LightDarkStyling() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // Light mode: a blue-grey header with dark text.
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: '#e3ecf7',
            color: '#17324d',
          },
          // Dark mode: applyStyles adds the rule for the dark color scheme only.
          ...theme.applyStyles('dark', {
            [`& .${gridClasses.columnHeader}`]: {
              backgroundColor: '#1d2b3a',
              color: '#cfe0f3',
            },
          }),
        })}
      />
    </Box>
  );
}
