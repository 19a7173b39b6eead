import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Account {
  id: number;
  account: string;
  holder: string;
  type: string;
  branch: string;
  balance: number;
}

const rows: Account[] = [
  { id: 1, account: 'DE44 5001 0517', holder: 'Miriam Koch', type: 'Current', branch: 'Frankfurt', balance: 4210.55 },
  { id: 2, account: 'DE12 3704 0044', holder: 'Stefan Braun', type: 'Savings', branch: 'Cologne', balance: 18250 },
  { id: 3, account: 'DE89 1001 0010', holder: 'Aylin Demir', type: 'Current', branch: 'Berlin', balance: 936.2 },
  { id: 4, account: 'DE27 7002 0270', holder: 'Felix Hoffmann', type: 'Business', branch: 'Munich', balance: 52400.8 },
  { id: 5, account: 'DE61 2005 0550', holder: 'Clara Zimmermann', type: 'Savings', branch: 'Hamburg', balance: 7705.4 },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Account>[] = [
  // The account number cannot be dragged, and other columns cannot be dropped before it.
  { field: 'account', headerName: 'Account', width: 170, disableReorder: true },
  { field: 'holder', headerName: 'Holder', width: 170 },
  { field: 'type', headerName: 'Type', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 130 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function DisableColumnReorder() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
