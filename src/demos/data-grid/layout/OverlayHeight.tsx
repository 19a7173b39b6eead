import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Notification {
  id: number;
  message: string;
  received: Date;
}

const rows: Notification[] = [];

const columns: GridColDef<Notification>[] = [
  { field: 'message', headerName: 'Message', flex: 1 },
  { field: 'received', headerName: 'Received', type: 'dateTime', width: 200 },
];

export default function OverlayHeight() {
  return (
    // No height on the parent: the grid sizes to its content, and the overlay
    // takes the height set by the CSS variable instead of two rows.
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <DataGrid rows={rows} columns={columns} hideFooter sx={{ '--DataGrid-overlayHeight': '220px' }} />
    </Box>
  );
}
