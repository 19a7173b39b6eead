import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  tracking: string;
  customer: string;
  origin: string;
  destination: string;
  carrier: string;
  weightKg: number;
  shippedOn: Date;
  status: string;
}

const CUSTOMERS = [
  'Northwind Traders',
  'Globex Ltd',
  'Initech',
  'Acme Tools',
  'Wayne Foods',
  'Stark Logistics',
] as const;
const CITIES = ['Rotterdam', 'Hamburg', 'Antwerp', 'Le Havre', 'Gdańsk', 'Valencia', 'Genoa', 'Piraeus'] as const;
const CARRIERS = ['DHL Freight', 'DB Schenker', 'Kuehne+Nagel', 'DSV'] as const;
const STATUSES = ['In transit', 'Delivered', 'At customs', 'Awaiting pickup'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Shipment[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${String(48210 + index * 7)}`,
  customer: pick(CUSTOMERS, index),
  origin: pick(CITIES, index),
  destination: pick(CITIES, index + 3),
  carrier: pick(CARRIERS, index),
  weightKg: 120 + ((index * 389) % 2400),
  shippedOn: new Date(2025, 3, 1 + index * 2),
  status: pick(STATUSES, index),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'origin', headerName: 'Origin', width: 140 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'shippedOn', headerName: 'Shipped', type: 'date', width: 130 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function PinnedColumnsInitialState() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['tracking'], right: ['status'] } }}
        hideFooter
      />
    </Box>
  );
}
