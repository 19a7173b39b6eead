import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  areaKm2: number;
}

const rows: City[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000, areaKm2: 100 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 2753000, areaKm2: 225 },
  { id: 3, city: 'Toronto', country: 'Canada', population: 2794000, areaKm2: 630 },
  { id: 4, city: 'Nairobi', country: 'Kenya', population: 4397000, areaKm2: 696 },
  { id: 5, city: 'Oslo', country: 'Norway', population: 709000, areaKm2: 454 },
  { id: 6, city: 'Lima', country: 'Peru', population: 9944000, areaKm2: 2672 },
  { id: 7, city: 'Seoul', country: 'South Korea', population: 9411000, areaKm2: 605 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function InitialSort() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [{ field: 'population', sort: 'desc' }],
          },
        }}
      />
    </Box>
  );
}
