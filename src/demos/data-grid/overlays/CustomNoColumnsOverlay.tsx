import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

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

function ContactsNoColumnsOverlay() {
  // Inside a slot, the grid's API comes from the context.
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <ViewColumnOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="body2">All columns are hidden.</Typography>
        <Button size="small" variant="contained" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all columns
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomNoColumnsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { name: false, company: false, email: false, city: false } },
        }}
        slots={{ noColumnsOverlay: ContactsNoColumnsOverlay }}
        hideFooter
      />
    </Box>
  );
}
