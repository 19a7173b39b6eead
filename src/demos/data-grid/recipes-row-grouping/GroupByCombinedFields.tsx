import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  name: string;
  country: string;
  city: string;
  revenue: number;
}

const rows: Store[] = [
  { id: 1, name: 'Oxford Street', country: 'United Kingdom', city: 'London', revenue: 182000 },
  { id: 2, name: 'Covent Garden', country: 'United Kingdom', city: 'London', revenue: 143500 },
  { id: 3, name: 'Deansgate', country: 'United Kingdom', city: 'Manchester', revenue: 98700 },
  { id: 4, name: 'Mitte', country: 'Germany', city: 'Berlin', revenue: 121300 },
  { id: 5, name: 'Kreuzberg', country: 'Germany', city: 'Berlin', revenue: 87600 },
  { id: 6, name: 'Altstadt', country: 'Germany', city: 'Munich', revenue: 110200 },
  { id: 7, name: 'Queen Street', country: 'Canada', city: 'Toronto', revenue: 134900 },
  { id: 8, name: 'Gastown', country: 'Canada', city: 'Vancouver', revenue: 92100 },
  { id: 9, name: 'Yorkville', country: 'Canada', city: 'Toronto', revenue: 104400 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Store>[] = [
  { field: 'name', headerName: 'Store', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    // Not a field of the rows: computed from two of them, and used only to group.
    field: 'location',
    headerName: 'Location',
    width: 200,
    valueGetter: (_value, row) => `${row.city}, ${row.country}`,
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
];

export default function GroupByCombinedFields() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['location'] },
          columns: { columnVisibilityModel: { location: false } },
        }}
      />
    </Box>
  );
}
