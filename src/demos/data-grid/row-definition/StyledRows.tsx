import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  dueDate: string;
  status: 'Paid' | 'Pending' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-1041', customer: 'Northwind Traders', amount: 2480, dueDate: '2025-03-02', status: 'Paid' },
  { id: 'INV-1042', customer: 'Blue Harbor Cafe', amount: 312.4, dueDate: '2025-03-05', status: 'Overdue' },
  { id: 'INV-1043', customer: 'Atlas Logistics', amount: 9100, dueDate: '2025-03-11', status: 'Pending' },
  { id: 'INV-1044', customer: 'Greenleaf Florists', amount: 640, dueDate: '2025-03-12', status: 'Paid' },
  { id: 'INV-1045', customer: 'Kowalski & Sons', amount: 1575.5, dueDate: '2025-02-20', status: 'Overdue' },
  { id: 'INV-1046', customer: 'Solaris Energy', amount: 12030, dueDate: '2025-03-18', status: 'Pending' },
  { id: 'INV-1047', customer: 'Maple Street Books', amount: 98.9, dueDate: '2025-03-21', status: 'Paid' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'dueDate', headerName: 'Due', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Returns a class per status; the `sx` below gives each class its colours.
function getRowClassName(params: GridRowClassNameParams<Invoice>) {
  return `invoice-row--${params.row.status.toLowerCase()}`;
}

export default function StyledRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .invoice-row--overdue': {
          backgroundColor: alpha(theme.palette.error.main, 0.1),
          '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.18) },
        },
        '& .invoice-row--paid': {
          color: 'text.secondary',
        },
        '& .invoice-row--pending': {
          fontWeight: 'fontWeightMedium',
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
