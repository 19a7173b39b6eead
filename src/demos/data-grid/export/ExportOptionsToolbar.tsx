import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  weightKg: number;
  shipped: Date;
}

const rows: Shipment[] = [
  { id: 'SH-8801', destination: 'Zürich', carrier: 'DHL', weightKg: 12.4, shipped: new Date(2025, 3, 2) },
  { id: 'SH-8802', destination: 'München', carrier: 'UPS', weightKg: 3.1, shipped: new Date(2025, 3, 2) },
  { id: 'SH-8803', destination: 'Kraków', carrier: 'FedEx', weightKg: 48, shipped: new Date(2025, 3, 3) },
  { id: 'SH-8804', destination: 'Besançon', carrier: 'DHL', weightKg: 7.75, shipped: new Date(2025, 3, 4) },
  { id: 'SH-8805', destination: 'Göteborg', carrier: 'PostNord', weightKg: 22.9, shipped: new Date(2025, 3, 4) },
  { id: 'SH-8806', destination: 'São Paulo', carrier: 'FedEx', weightKg: 15, shipped: new Date(2025, 3, 7) },
  { id: 'SH-8807', destination: 'Málaga', carrier: 'UPS', weightKg: 1.2, shipped: new Date(2025, 3, 8) },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

export default function ExportOptionsToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Semicolons and a byte order mark, so Excel in a European locale opens the
            // accented city names correctly.
            csvOptions: { fileName: 'shipments-april', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
