import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Subscription {
  id: number;
  company: string;
  monthlyFee: number;
  discount: number;
  renewsOn: Date;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const rows: Subscription[] = [
  { id: 1, company: 'Northwind Traders', monthlyFee: 1290, discount: 0.15, renewsOn: new Date('2026-03-01T00:00:00Z') },
  { id: 2, company: 'Blue Harbor Logistics', monthlyFee: 480, discount: 0, renewsOn: new Date('2026-01-15T00:00:00Z') },
  { id: 3, company: 'Alder & Finch', monthlyFee: 2475.5, discount: 0.2, renewsOn: new Date('2026-07-30T00:00:00Z') },
  { id: 4, company: 'Kestrel Health', monthlyFee: 860, discount: 0.075, renewsOn: new Date('2025-12-05T00:00:00Z') },
  { id: 5, company: 'Lumen Studio', monthlyFee: 149, discount: 0.05, renewsOn: new Date('2026-05-21T00:00:00Z') },
];

const columns: GridColDef<Subscription>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 180 },
  {
    field: 'monthlyFee',
    headerName: 'Monthly fee',
    type: 'number',
    width: 130,
    // The cell shows "$1,290.00"; sorting and filtering still use the number 1290.
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value === 0 ? '—' : percent.format(value)),
  },
  {
    field: 'renewsOn',
    headerName: 'Renews on',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => day.format(value),
  },
];

export default function ValueFormatterColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
