import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Runner {
  id: number;
  name: string;
  country: string;
  club: string;
  time: string;
}

const NAMES = [
  'Lucas Moreau',
  'Aisha Bello',
  'Finn Sørensen',
  'Mariana Costa',
  'Kenji Watanabe',
  'Rosa Jiménez',
  'Tobias Krüger',
  'Zara Ahmed',
] as const;
const COUNTRIES = ['France', 'Nigeria', 'Norway', 'Brazil', 'Japan', 'Spain', 'Germany', 'Pakistan'] as const;
const CLUBS = ['City Striders', 'Harbour AC', 'Trail Foxes', 'Riverside RC'] as const;

// Finishers of a 10 km race, from place 4 onwards, built from the index.
const rows: Runner[] = Array.from({ length: 30 }, (_, index) => {
  const seconds = 33 * 60 + 12 + index * 37;
  return {
    id: index + 4,
    name: NAMES[index % NAMES.length] ?? NAMES[0],
    country: COUNTRIES[(index * 3) % COUNTRIES.length] ?? COUNTRIES[0],
    club: CLUBS[index % CLUBS.length] ?? CLUBS[0],
    time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  };
});

// The podium stays on top and the course record at the bottom while the reader scrolls.
const pinnedRows: GridPinnedRowsProp<Runner> = {
  top: [
    { id: 1, name: 'Elena Varga', country: 'Hungary', club: 'Harbour AC', time: '31:05' },
    { id: 2, name: 'Samuel Kiptoo', country: 'Kenya', club: 'City Striders', time: '31:48' },
    { id: 3, name: 'Hanna Lind', country: 'Sweden', club: 'Trail Foxes', time: '32:30' },
  ],
  bottom: [{ id: 0, name: 'Course record (2019)', country: 'Ethiopia', club: '—', time: '29:51' }],
};

const columns: GridColDef<Runner>[] = [
  { field: 'id', headerName: 'Place', type: 'number', width: 80 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'club', headerName: 'Club', width: 140 },
  { field: 'time', headerName: 'Time', width: 90 },
];

export default function BasicRowPinning() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
