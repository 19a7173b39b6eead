import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  customer: string;
  city: string;
  issued: Date;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  {
    id: 'INV-2041',
    customer: 'Harbor Coffee Roasters',
    city: 'Seattle',
    issued: new Date(2025, 0, 6),
    amount: 1840.5,
    status: 'Paid',
  },
  {
    id: 'INV-2042',
    customer: 'Lumen Dental Clinic',
    city: 'Denver',
    issued: new Date(2025, 0, 9),
    amount: 620,
    status: 'Paid',
  },
  {
    id: 'INV-2043',
    customer: 'Northwind Traders',
    city: 'Chicago',
    issued: new Date(2025, 0, 14),
    amount: 4310.75,
    status: 'Open',
  },
  {
    id: 'INV-2044',
    customer: 'Atlas Bike Repair',
    city: 'Portland',
    issued: new Date(2025, 0, 17),
    amount: 298.2,
    status: 'Overdue',
  },
  {
    id: 'INV-2045',
    customer: 'Greenleaf Florists',
    city: 'Austin',
    issued: new Date(2025, 0, 21),
    amount: 1125,
    status: 'Paid',
  },
  {
    id: 'INV-2046',
    customer: 'Blue Fin Sushi',
    city: 'San Diego',
    issued: new Date(2025, 0, 24),
    amount: 760.4,
    status: 'Open',
  },
  {
    id: 'INV-2047',
    customer: 'Quarry Stone Works',
    city: 'Boise',
    issued: new Date(2025, 0, 28),
    amount: 5290,
    status: 'Paid',
  },
  {
    id: 'INV-2048',
    customer: 'Maple Street Bakery',
    city: 'Burlington',
    issued: new Date(2025, 1, 3),
    amount: 415.9,
    status: 'Overdue',
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ExportDefaultToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* The default toolbar has an Export menu with "Download as CSV" and "Print". */}
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
