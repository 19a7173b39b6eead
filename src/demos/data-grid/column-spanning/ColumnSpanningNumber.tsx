import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Speaker {
  id: number;
  firstName: string;
  lastName: string;
  talk: string;
  track: string;
}

const rows: Speaker[] = [
  { id: 1, firstName: 'Amelia', lastName: 'Okonkwo', talk: 'Designing for slow networks', track: 'Performance' },
  { id: 2, firstName: 'Bruno', lastName: 'Almeida', talk: 'Accessible data tables', track: 'Accessibility' },
  { id: 3, firstName: 'Chiara', lastName: 'Fontana', talk: 'Type-safe forms in React', track: 'Frameworks' },
  { id: 4, firstName: 'Dmitri', lastName: 'Volkov', talk: 'Caching at the edge', track: 'Performance' },
  { id: 5, firstName: 'Elif', lastName: 'Şahin', talk: 'Testing with real browsers', track: 'Tooling' },
  { id: 6, firstName: 'Finn', lastName: 'Gallagher', talk: 'State machines for UI', track: 'Frameworks' },
];

const columns: GridColDef<Speaker>[] = [
  {
    field: 'firstName',
    headerName: 'First name',
    width: 130,
    // Each cell covers the "Last name" column too, and shows the full name.
    colSpan: 2,
    valueFormatter: (value: string, row) => `${value} ${row.lastName}`,
  },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'track', headerName: 'Track', width: 140 },
];

export default function ColumnSpanningNumber() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
