import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Song {
  id: number;
  title: string;
  artist: string;
  album: string;
  duration: string;
}

const rows: Song[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewater Band', album: 'Low Tide', duration: '3:42' },
  { id: 2, title: 'Paper Planes at Dawn', artist: 'Lena Ko', album: 'Morning Static', duration: '4:05' },
  { id: 3, title: 'Copper Sky', artist: 'Atlas Drive', album: 'Westbound', duration: '3:18' },
  { id: 4, title: 'Night Market', artist: 'Lena Ko', album: 'Morning Static', duration: '2:57' },
  { id: 5, title: 'Slow Rivers', artist: 'Miriam Vale', album: 'Delta', duration: '5:11' },
  { id: 6, title: 'Glass Garden', artist: 'Atlas Drive', album: 'Westbound', duration: '3:36' },
  { id: 7, title: 'Lanterns', artist: 'The Tidewater Band', album: 'Low Tide', duration: '4:20' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'album', headerName: 'Album', width: 140 },
  { field: 'duration', headerName: 'Length', width: 90, align: 'right', headerAlign: 'right' },
];

export default function MultipleRowSelection() {
  // No checkboxes: Ctrl/⌘ + click adds a row, Shift + click selects a range.
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} />
    </Box>
  );
}
