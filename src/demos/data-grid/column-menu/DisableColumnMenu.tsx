import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  building: string;
  seats: number;
  projector: boolean;
}

const rows: Room[] = [
  { id: 1, room: 'Aurora', building: 'North', seats: 12, projector: true },
  { id: 2, room: 'Borealis', building: 'North', seats: 6, projector: false },
  { id: 3, room: 'Cedar', building: 'South', seats: 20, projector: true },
  { id: 4, room: 'Delta', building: 'South', seats: 4, projector: false },
  { id: 5, room: 'Ember', building: 'East', seats: 8, projector: true },
  { id: 6, room: 'Fjord', building: 'East', seats: 16, projector: true },
];

const columns: GridColDef<Room>[] = [
  // No menu on the key column: readers can still sort it by clicking the header.
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120, disableColumnMenu: true },
  { field: 'building', headerName: 'Building', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 110 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 120, disableColumnMenu: true },
];

export default function DisableColumnMenu() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
