import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Customer {
  id: number;
  company: string;
  contact: string;
  email: string;
  city: string;
}

const rows: Customer[] = [
  {
    id: 1,
    company: 'Northwind Traders',
    contact: 'Maria Anders',
    email: 'maria.anders@northwind.example',
    city: 'Berlin',
  },
  {
    id: 2,
    company: 'Blue Harbor Logistics',
    contact: 'Kenji Watanabe',
    email: 'k.watanabe@blueharbor.example',
    city: 'Yokohama',
  },
  {
    id: 3,
    company: 'Alpine Outdoor Supply Company',
    contact: 'Lena Huber',
    email: 'lena@alpine-outdoor.example',
    city: 'Innsbruck',
  },
  {
    id: 4,
    company: 'Casa Verde',
    contact: 'Diego Fernández',
    email: 'diego.fernandez@casaverde.example',
    city: 'Valencia',
  },
  { id: 5, company: 'Maple & Co.', contact: 'Olivia Tremblay', email: 'olivia@maple.example', city: 'Montréal' },
];

// Every column starts at the default 100px, so most values are cut off.
const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company' },
  { field: 'contact', headerName: 'Contact' },
  { field: 'email', headerName: 'Email address' },
  { field: 'city', headerName: 'City' },
];

export default function AutosizeSeparator() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      {/* Double-click the separator on the right of a header to fit the column to its content. */}
      <DataGrid rows={rows} columns={columns} hideFooter autosizeOptions={{ includeOutliers: true }} />
    </Box>
  );
}
