import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  number: string;
  client: string;
  project: string;
  hours: number;
  rate: number;
  notes: string;
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-3101',
    client: 'Globex Ltd',
    project: 'Warehouse app',
    hours: 42,
    rate: 95,
    notes: 'Sprint 4 and 5',
  },
  {
    id: 2,
    number: 'INV-3102',
    client: 'Initech',
    project: 'Payroll audit',
    hours: 16,
    rate: 120,
    notes: 'Fixed fee agreed',
  },
  {
    id: 3,
    number: 'INV-3103',
    client: 'Acme Tools',
    project: 'E-commerce redesign',
    hours: 64,
    rate: 95,
    notes: 'Includes workshops',
  },
  {
    id: 4,
    number: 'INV-3104',
    client: 'Wayne Foods',
    project: 'Data migration',
    hours: 28,
    rate: 110,
    notes: 'Weekend cut-over',
  },
  {
    id: 5,
    number: 'INV-3105',
    client: 'Stark Logistics',
    project: 'Route planner',
    hours: 51,
    rate: 105,
    notes: 'Second milestone',
  },
  {
    id: 6,
    number: 'INV-3106',
    client: 'Umbrella Health',
    project: 'Patient portal',
    hours: 37,
    rate: 115,
    notes: 'Accessibility fixes',
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 170 },
  // Neither of these two can be pinned from the column menu.
  { field: 'project', headerName: 'Project', width: 200, pinnable: false },
  { field: 'notes', headerName: 'Notes', width: 200, pinnable: false },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function DisableColumnPinning() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
