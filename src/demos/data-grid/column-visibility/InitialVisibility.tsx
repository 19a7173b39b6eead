import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  city: string;
}

const rows: Contact[] = [
  {
    id: 1,
    name: 'Sarah Mitchell',
    company: 'Brightline Media',
    email: 'sarah@brightline.example',
    phone: '+1 415 555 0132',
    city: 'San Francisco',
  },
  {
    id: 2,
    name: 'Omar Haddad',
    company: 'Cedar Analytics',
    email: 'omar.haddad@cedar.example',
    phone: '+971 4 555 0178',
    city: 'Dubai',
  },
  {
    id: 3,
    name: 'Julia Novak',
    company: 'Vltava Tools',
    email: 'j.novak@vltava.example',
    phone: '+420 2 5550 1934',
    city: 'Prague',
  },
  {
    id: 4,
    name: 'Kwame Mensah',
    company: 'Gold Coast Foods',
    email: 'kwame@goldcoast.example',
    phone: '+233 30 555 0101',
    city: 'Accra',
  },
  {
    id: 5,
    name: 'Mei Lin',
    company: 'Harbourview Capital',
    email: 'mei.lin@harbourview.example',
    phone: '+852 5550 2231',
    city: 'Hong Kong',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', width: 140 },
];

export default function InitialVisibility() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        initialState={{
          columns: {
            // Email and phone start hidden; the Columns button in the toolbar shows them.
            columnVisibilityModel: { email: false, phone: false },
          },
        }}
      />
    </Box>
  );
}
