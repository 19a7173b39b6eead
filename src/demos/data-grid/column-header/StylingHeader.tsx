import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  amount: number;
  paid: boolean;
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Harbor & Pine Architects', issued: new Date(2026, 0, 8), amount: 4200, paid: true },
  { id: 'INV-2042', client: 'Greenleaf Dental', issued: new Date(2026, 0, 15), amount: 1875.5, paid: false },
  { id: 'INV-2043', client: 'Nordic Bikes', issued: new Date(2026, 0, 22), amount: 960, paid: true },
  { id: 'INV-2044', client: 'Casa Mía Restaurants', issued: new Date(2026, 1, 2), amount: 3310, paid: false },
  { id: 'INV-2045', client: 'Bright Path Tutoring', issued: new Date(2026, 1, 9), amount: 540, paid: true },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 200 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  // The two money columns share a class, and their titles are centred.
  {
    field: 'amount',
    headerName: 'Amount (USD)',
    type: 'number',
    width: 140,
    headerClassName: 'money-header',
    headerAlign: 'center',
  },
  {
    field: 'paid',
    headerName: 'Paid',
    type: 'boolean',
    width: 100,
    headerClassName: 'money-header',
    headerAlign: 'center',
  },
];

export default function StylingHeader() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .MuiDataGrid-columnHeader.money-header': {
          // A light tint in light mode, a dark one in dark mode.
          backgroundColor: theme.lighten(theme.palette.primary.main, 0.88),
          ...theme.applyStyles('dark', { backgroundColor: theme.darken(theme.palette.primary.main, 0.7) }),
        },
        '& .money-header .MuiDataGrid-columnHeaderTitle': {
          fontWeight: 700,
          color: theme.palette.primary.dark,
          ...theme.applyStyles('dark', { color: theme.palette.primary.light }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
