import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Status = 'Draft' | 'Sent' | 'Paid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueOn: string;
  status: Status;
}

const rows: Invoice[] = [
  { id: 'INV-2401', client: 'Northwind Traders', amount: 1240, dueOn: 'Jun 2, 2025', status: 'Paid' },
  { id: 'INV-2402', client: 'Globex Ltd', amount: 860.5, dueOn: 'Jun 5, 2025', status: 'Sent' },
  { id: 'INV-2403', client: 'Initech', amount: 2315, dueOn: 'Jun 9, 2025', status: 'Draft' },
  { id: 'INV-2404', client: 'Umbrella Health', amount: 498.75, dueOn: 'Jun 12, 2025', status: 'Draft' },
  { id: 'INV-2405', client: 'Wayne Foods', amount: 3120, dueOn: 'Jun 16, 2025', status: 'Sent' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160, editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'dueOn', headerName: 'Due', width: 120, editable: true },
  { field: 'status', headerName: 'Status', width: 90 },
];

// Only draft invoices can change; the due date stays editable until the invoice is paid.
function isCellEditable({ row, field }: GridCellParams<Invoice>) {
  if (row.status === 'Draft') {
    return true;
  }
  return field === 'dueOn' && row.status === 'Sent';
}

export default function DisableEditingCells() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} isCellEditable={isCellEditable} hideFooter />
    </Box>
  );
}
