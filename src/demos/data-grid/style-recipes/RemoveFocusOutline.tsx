import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Country {
  id: string;
  name: string;
  capital: string;
  population: number;
  currency: string;
}

const rows: Country[] = [
  { id: 'PT', name: 'Portugal', capital: 'Lisbon', population: 10_410_000, currency: 'EUR' },
  { id: 'NO', name: 'Norway', capital: 'Oslo', population: 5_520_000, currency: 'NOK' },
  { id: 'KE', name: 'Kenya', capital: 'Nairobi', population: 55_100_000, currency: 'KES' },
  { id: 'NZ', name: 'New Zealand', capital: 'Wellington', population: 5_220_000, currency: 'NZD' },
  { id: 'CA', name: 'Canada', capital: 'Ottawa', population: 40_100_000, currency: 'CAD' },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'currency', headerName: 'Currency', width: 100 },
];

export default function RemoveFocusOutline() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // No outline on a cell or header clicked with the pointer...
          [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
            outline: 'none',
          },
          // ...nor on one holding a focused element, such as a checkbox or an input.
          [`& .${gridClasses.cell}:focus-within, & .${gridClasses.columnHeader}:focus-within`]: {
            outline: 'none',
          },
          // Keyboard users still need to see where they are: keep a visible marker for them.
          [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.columnHeader}:focus-visible`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      />
    </Box>
  );
}
