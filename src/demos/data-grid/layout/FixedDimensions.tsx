import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Airport {
  id: string;
  city: string;
  country: string;
  passengers: number;
}

const rows: Airport[] = [
  { id: 'ATL', city: 'Atlanta', country: 'United States', passengers: 104.7 },
  { id: 'DXB', city: 'Dubai', country: 'United Arab Emirates', passengers: 87 },
  { id: 'DFW', city: 'Dallas', country: 'United States', passengers: 81.8 },
  { id: 'LHR', city: 'London', country: 'United Kingdom', passengers: 79.2 },
  { id: 'HND', city: 'Tokyo', country: 'Japan', passengers: 78.7 },
  { id: 'DEN', city: 'Denver', country: 'United States', passengers: 77.8 },
  { id: 'IST', city: 'Istanbul', country: 'Türkiye', passengers: 76 },
  { id: 'LAX', city: 'Los Angeles', country: 'United States', passengers: 75 },
  { id: 'ORD', city: 'Chicago', country: 'United States', passengers: 73.9 },
  { id: 'DEL', city: 'Delhi', country: 'India', passengers: 73.7 },
];

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 190 },
  { field: 'passengers', headerName: 'Passengers 2023 (M)', type: 'number', width: 180 },
];

export default function FixedDimensions() {
  return (
    // A fixed size: 10 rows do not fit in 300 px, so they scroll inside the grid.
    <Box sx={{ height: 300, width: 600, maxWidth: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
