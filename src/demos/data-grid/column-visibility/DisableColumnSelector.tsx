import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  internalCode: string;
}

const rows: Shipment[] = [
  {
    id: 'SH-5531',
    carrier: 'Maersk',
    origin: 'Rotterdam',
    destination: 'Shanghai',
    weightKg: 18400,
    internalCode: 'RTM-04',
  },
  { id: 'SH-5532', carrier: 'DHL', origin: 'Leipzig', destination: 'Chicago', weightKg: 320, internalCode: 'LEJ-11' },
  {
    id: 'SH-5533',
    carrier: 'CMA CGM',
    origin: 'Marseille',
    destination: 'Santos',
    weightKg: 22100,
    internalCode: 'MRS-02',
  },
  { id: 'SH-5534', carrier: 'FedEx', origin: 'Memphis', destination: 'Toronto', weightKg: 95, internalCode: 'MEM-27' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'internalCode', headerName: 'Internal code', width: 130 },
];

export default function DisableColumnSelector() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        // No Columns button, no "Hide column" or "Manage columns" in the column menu.
        disableColumnSelector
        // The model still applies: this column stays hidden.
        initialState={{ columns: { columnVisibilityModel: { internalCode: false } } }}
      />
    </Box>
  );
}
