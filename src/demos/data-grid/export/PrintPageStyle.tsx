import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  region: string;
  date: Date;
  minC: number;
  maxC: number;
  rainMm: number;
}

const STATIONS = [
  ['Aberdeen', 'Scotland'],
  ['Cardiff', 'Wales'],
  ['Belfast', 'Northern Ireland'],
  ['Plymouth', 'England'],
  ['York', 'England'],
] as const;

// Ten daily readings built from the row index.
const rows: Reading[] = Array.from({ length: 10 }, (_, index) => {
  const [station, region] = STATIONS[index % STATIONS.length] ?? STATIONS[0];
  return {
    id: index + 1,
    station,
    region,
    date: new Date(2025, 9, 1 + Math.floor(index / STATIONS.length)),
    minC: 4 + ((index * 3) % 6),
    maxC: 12 + ((index * 5) % 7),
    rainMm: ((index * 37) % 140) / 10,
  };
});

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 150 },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'minC', headerName: 'Min °C', type: 'number', width: 90 },
  { field: 'maxC', headerName: 'Max °C', type: 'number', width: 90 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

export default function PrintPageStyle() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: {
              hideFooter: true,
              hideToolbar: true,
              // Leave the region out of the printout.
              fields: ['station', 'date', 'minC', 'maxC', 'rainMm'],
              // CSS added to the print window only.
              pageStyle: `
                @page { size: landscape; margin: 12mm; }
                .MuiDataGrid-root { font-size: 11pt; }
                .MuiDataGrid-columnHeaderTitle { font-weight: 700; }
              `,
            },
          },
        }}
        sx={{
          // Styles of the grid itself are copied too; this rule applies to the printout only.
          '@media print': {
            '.MuiDataGrid-row:nth-of-type(even)': { backgroundColor: '#f2f2f2' },
          },
        }}
      />
    </Box>
  );
}
