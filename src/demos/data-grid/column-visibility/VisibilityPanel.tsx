import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Property {
  id: number;
  address: string;
  city: string;
  type: 'Apartment' | 'House' | 'Townhouse';
  bedrooms: number;
  area: number;
  rent: number;
}

const rows: Property[] = [
  { id: 1, address: '14 Rue des Martyrs', city: 'Paris', type: 'Apartment', bedrooms: 2, area: 54, rent: 1850 },
  { id: 2, address: '221 Collins Street', city: 'Melbourne', type: 'Apartment', bedrooms: 1, area: 48, rent: 2100 },
  { id: 3, address: '8 Cheyne Walk', city: 'London', type: 'Townhouse', bedrooms: 4, area: 160, rent: 6900 },
  { id: 4, address: '77 Calle de Alcalá', city: 'Madrid', type: 'Apartment', bedrooms: 3, area: 95, rent: 1650 },
  { id: 5, address: '5 Elm Court', city: 'Boston', type: 'House', bedrooms: 3, area: 140, rent: 3900 },
];

const columns: GridColDef<Property>[] = [
  // Listed in the panel, but its switch is disabled.
  { field: 'address', headerName: 'Address', width: 190, hideable: false },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'type', headerName: 'Type', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 140 },
];

export default function VisibilityPanel() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar />
    </Box>
  );
}
