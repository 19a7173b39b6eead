import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Hannah Weber', company: 'Nordlicht GmbH', email: 'h.weber@nordlicht.de', phone: '+49 30 5550 1842' },
  { id: 2, name: 'Marco Bianchi', company: 'Verdi Foods', email: 'marco@verdifoods.it', phone: '+39 02 5550 7731' },
  { id: 3, name: 'Priya Nair', company: 'Lotus Analytics', email: 'priya.nair@lotus.io', phone: '+91 80 5550 2290' },
  { id: 4, name: 'Chloé Dubois', company: 'Atelier Lumière', email: 'chloe@lumiere.fr', phone: '+33 1 5550 4418' },
  {
    id: 5,
    name: 'Kwame Mensah',
    company: 'Gold Coast Freight',
    email: 'kwame@gcfreight.com',
    phone: '+233 30 555 0917',
  },
  { id: 6, name: 'Sofia Lindqvist', company: 'Fjord Design', email: 'sofia@fjord.se', phone: '+46 8 5550 6620' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'company', headerName: 'Company', width: 170 },
  // Sorting by email address or phone number is rarely useful.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, sortable: false },
  { field: 'phone', headerName: 'Phone', width: 160, sortable: false },
];

export default function DisableSortingSome() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
