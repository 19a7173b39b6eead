import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Olivia Brooks', company: 'Brightline Media', email: 'olivia@brightline.io', city: 'Chicago' },
  { id: 2, name: 'Kenji Watanabe', company: 'Hoshi Robotics', email: 'kenji@hoshi.jp', city: 'Nagoya' },
  { id: 3, name: 'Fatima Zahra', company: 'Atlas Textiles', email: 'fatima@atlastex.ma', city: 'Casablanca' },
  { id: 4, name: 'Pedro Alves', company: 'Serra Coffee', email: 'pedro@serracoffee.br', city: 'Belo Horizonte' },
  { id: 5, name: 'Ingrid Nilsen', company: 'Fjord Analytics', email: 'ingrid@fjord.no', city: 'Trondheim' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'city', headerName: 'City', width: 130 },
];

export default function NoColumnsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Every column starts hidden, so the grid has nothing to show.
        initialState={{
          columns: { columnVisibilityModel: { name: false, company: false, email: false, city: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
