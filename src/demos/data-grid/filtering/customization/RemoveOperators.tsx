import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  parcels: number;
  shippedOn: Date;
}

const rows: Shipment[] = [
  { id: 1, tracking: 'TRK-700001', destination: 'Lisbon', parcels: 3, shippedOn: new Date(2025, 2, 3) },
  { id: 2, tracking: 'TRK-700008', destination: 'Osaka', parcels: 1, shippedOn: new Date(2025, 2, 4) },
  { id: 3, tracking: 'TRK-700015', destination: 'Toronto', parcels: 6, shippedOn: new Date(2025, 2, 6) },
  { id: 4, tracking: 'TRK-700022', destination: 'Nairobi', parcels: 2, shippedOn: new Date(2025, 2, 9) },
  { id: 5, tracking: 'TRK-700029', destination: 'Oslo', parcels: 4, shippedOn: new Date(2025, 2, 11) },
  { id: 6, tracking: 'TRK-700036', destination: 'Seoul', parcels: 1, shippedOn: new Date(2025, 2, 14) },
];

// Every field is always filled in, so the "is empty" operators would never match anything.
const withoutEmptyChecks = ['isEmpty', 'isNotEmpty'];

const columns: GridColDef<Shipment>[] = [
  {
    field: 'tracking',
    headerName: 'Tracking number',
    width: 160,
    // Only the operators that make sense for an identifier.
    filterOperators: getGridStringOperators().filter((operator) =>
      ['equals', 'startsWith', 'isAnyOf'].includes(operator.value),
    ),
  },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 120,
    filterOperators: getGridStringOperators().filter((operator) => !withoutEmptyChecks.includes(operator.value)),
  },
  {
    field: 'parcels',
    headerName: 'Parcels',
    type: 'number',
    width: 100,
    filterOperators: getGridNumericOperators().filter((operator) => !withoutEmptyChecks.includes(operator.value)),
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped on',
    type: 'date',
    width: 130,
    filterOperators: getGridDateOperators().filter((operator) => !withoutEmptyChecks.includes(operator.value)),
  },
];

export default function RemoveOperators() {
  return (
    <Box sx={{ height: 372, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
