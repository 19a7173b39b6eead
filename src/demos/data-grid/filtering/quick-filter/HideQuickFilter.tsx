import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  paid: boolean;
}

const rows: Invoice[] = [
  { id: 1, number: 'INV-2401', client: 'Northwind Traders', amount: 1240, paid: true },
  { id: 2, number: 'INV-2402', client: 'Globex Ltd', amount: 860.5, paid: false },
  { id: 3, number: 'INV-2403', client: 'Initech', amount: 2315, paid: true },
  { id: 4, number: 'INV-2404', client: 'Umbrella Health', amount: 499.99, paid: false },
  { id: 5, number: 'INV-2405', client: 'Stark Logistics', amount: 1780, paid: true },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function HideQuickFilter() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slotProps={{ toolbar: { showQuickFilter: false } }} />
    </Box>
  );
}
