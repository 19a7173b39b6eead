import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  floor: number;
  seats: number;
}

const rows: Room[] = [
  { id: 1, name: 'Aurora', floor: 2, seats: 12 },
  { id: 2, name: 'Borealis', floor: 2, seats: 6 },
  { id: 3, name: 'Cirrus', floor: 3, seats: 4 },
  { id: 4, name: 'Delta', floor: 3, seats: 20 },
  { id: 5, name: 'Equinox', floor: 4, seats: 8 },
  { id: 6, name: 'Fjord', floor: 4, seats: 10 },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
];

export default function PercentageDimensions() {
  return (
    // The parent has a definite size; the grid takes 70% of its width and 100% of its height.
    <Box sx={{ height: 320, width: '100%' }}>
      <Box sx={{ height: '100%', width: '70%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
