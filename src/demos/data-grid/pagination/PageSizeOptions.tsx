import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  issuedOn: Date;
  amount: number;
}

const CLIENTS = [
  'Northwind Traders',
  'Globex Ltd',
  'Initech',
  'Umbrella Health',
  'Stark Logistics',
  'Wayne Foods',
  'Acme Tools',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 64 invoices built from the row index.
const rows: Invoice[] = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(2401 + index)}`,
  client: pick(CLIENTS, index * 3),
  issuedOn: new Date(2025, 0, 2 + index * 4),
  amount: 180 + ((index * 137) % 2300) + (index % 4) * 0.25,
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PageSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The page size the grid starts with must be one of the options.
        pageSizeOptions={[5, 10, 25, { value: rows.length, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
