import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  eta: string;
}

const rows: Shipment[] = [
  { id: 'SHP-7781', carrier: 'Maersk', origin: 'Shanghai', destination: 'Rotterdam', eta: '2025-07-02' },
  { id: 'SHP-7782', carrier: 'DHL Freight', origin: 'Warsaw', destination: 'Milan', eta: '2025-06-20' },
  { id: 'SHP-7783', carrier: 'CMA CGM', origin: 'Singapore', destination: 'Marseille', eta: '2025-07-09' },
  { id: 'SHP-7784', carrier: 'UPS', origin: 'Louisville', destination: 'Toronto', eta: '2025-06-18' },
  { id: 'SHP-7785', carrier: 'Hapag-Lloyd', origin: 'Santos', destination: 'Hamburg', eta: '2025-07-15' },
  { id: 'SHP-7786', carrier: 'FedEx', origin: 'Memphis', destination: 'Mexico City', eta: '2025-06-19' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 120 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'eta', headerName: 'ETA', width: 110 },
];

// 8 px between rows, and none above the first or below the last visible row.
function getRowSpacing(params: GridRowSpacingParams) {
  return {
    top: params.isFirstVisible ? 0 : 4,
    bottom: params.isLastVisible ? 0 : 4,
  };
}

export default function RowSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>('margin');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">rowSpacingType</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={spacingType}
          onChange={(_event, value: 'margin' | 'border' | null) => {
            if (value !== null) {
              setSpacingType(value);
            }
          }}
          aria-label="rowSpacingType"
        >
          <ToggleButton value="margin">margin</ToggleButton>
          <ToggleButton value="border">border</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        sx={{
          height: 380,
          // Tints the rows, so that the space between them stands out.
          // With "border", the space is a border of the row: give it a colour and a style.
          [`& .${gridClasses.row}`]: {
            bgcolor: 'action.hover',
            borderStyle: 'solid',
            borderWidth: 0,
            borderColor: 'background.paper',
          },
        }}
      >
        <DataGrid rows={rows} columns={columns} getRowSpacing={getRowSpacing} rowSpacingType={spacingType} hideFooter />
      </Box>
    </Stack>
  );
}
