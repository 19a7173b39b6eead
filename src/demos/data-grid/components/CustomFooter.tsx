import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import { DataGrid, GridFooterContainer, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Declares the extra prop the footer accepts, so slotProps.footer is type-checked.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    connectionStatus?: 'connected' | 'offline';
  }
}

interface Sensor {
  id: string;
  location: string;
  temperature: number;
  humidity: number;
}

const rows: Sensor[] = [
  { id: 'TH-01', location: 'Cold room A', temperature: 3.8, humidity: 71 },
  { id: 'TH-02', location: 'Cold room B', temperature: 4.4, humidity: 68 },
  { id: 'TH-03', location: 'Loading dock', temperature: 15.2, humidity: 55 },
  { id: 'TH-04', location: 'Packing area', temperature: 19.6, humidity: 47 },
  { id: 'TH-05', location: 'Office', temperature: 21.3, humidity: 42 },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

// The footer slot receives the props of slotProps.footer, typed by the declaration above.
function StatusFooter({ connectionStatus = 'offline', ...other }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...other}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5 }}>
        <CircleIcon fontSize="inherit" color={connectionStatus === 'connected' ? 'success' : 'error'} />
        <Typography variant="body2">
          {connectionStatus === 'connected' ? 'Live readings' : 'Offline: showing the last readings'}
        </Typography>
      </Stack>
    </GridFooterContainer>
  );
}

export default function CustomFooter() {
  const [status, setStatus] = React.useState<'connected' | 'offline'>('connected');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setStatus((current) => (current === 'connected' ? 'offline' : 'connected'))}
        >
          {status === 'connected' ? 'Go offline' : 'Reconnect'}
        </Button>
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ footer: StatusFooter }}
          slotProps={{ footer: { connectionStatus: status } }}
        />
      </Box>
    </Stack>
  );
}
