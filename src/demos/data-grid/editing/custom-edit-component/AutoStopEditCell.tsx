import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

type Carrier = 'Standard post' | 'Express courier' | 'Next-day air' | 'Store pickup';

interface Shipment {
  id: number;
  order: string;
  customer: string;
  city: string;
  carrier: Carrier;
}

const CARRIERS: Carrier[] = ['Standard post', 'Express courier', 'Next-day air', 'Store pickup'];

const rows: Shipment[] = [
  { id: 1, order: 'ORD-10421', customer: 'Helena Brandt', city: 'Hamburg', carrier: 'Standard post' },
  { id: 2, order: 'ORD-10422', customer: 'Kofi Boateng', city: 'Kumasi', carrier: 'Express courier' },
  { id: 3, order: 'ORD-10423', customer: 'Laura Gómez', city: 'Valencia', carrier: 'Store pickup' },
  { id: 4, order: 'ORD-10424', customer: 'Ravi Menon', city: 'Pune', carrier: 'Next-day air' },
  { id: 5, order: 'ORD-10425', customer: 'Emily Clarke', city: 'Bristol', carrier: 'Standard post' },
];

// Picking an option saves it and leaves edit mode at once: no Enter or click outside needed.
function CarrierEditCell(props: GridRenderEditCellParams<Shipment, Carrier>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      defaultOpen
      fullWidth
      size="small"
      variant="standard"
      disableUnderline
      SelectDisplayProps={{ 'aria-label': 'Carrier' }}
      sx={{ height: '100%', px: 1.25, fontSize: 'inherit' }}
    >
      {CARRIERS.map((carrier) => (
        <MenuItem key={carrier} value={carrier}>
          {carrier}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    width: 180,
    editable: true,
    renderEditCell: (params) => <CarrierEditCell {...params} />,
  },
];

export default function AutoStopEditCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
