import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  parcels: number;
  weight: number;
  carrier: string;
}

const rows: Shipment[] = [
  { id: 'SH-2301', destination: 'Lisbon', parcels: 12, weight: 48.5, carrier: 'DHL' },
  { id: 'SH-2302', destination: 'Warsaw', parcels: 3, weight: 7.2, carrier: 'UPS' },
  { id: 'SH-2303', destination: 'Oslo', parcels: 27, weight: 131.0, carrier: 'DHL' },
  { id: 'SH-2304', destination: 'Vienna', parcels: 8, weight: 22.9, carrier: 'FedEx' },
  { id: 'SH-2305', destination: 'Dublin', parcels: 15, weight: 64.3, carrier: 'UPS' },
];

const columns: GridColDef<Shipment>[] = [
  // Text columns are left-aligned by default.
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  // Center a short code and its header together.
  { field: 'carrier', headerName: 'Carrier', width: 100, align: 'center', headerAlign: 'center' },
  // Number columns are right-aligned by default; this one keeps its cells right and centers its header.
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100, headerAlign: 'center' },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function CellAlignment() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
