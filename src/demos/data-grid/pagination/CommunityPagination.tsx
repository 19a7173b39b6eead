import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const TITLES = [
  'The Silent Harbor',
  'Atlas of Small Towns',
  'Notes from the Night Train',
  'A Field Guide to Clouds',
  'The Glassmaker',
  'Salt and Cedar',
  'Letters to Lisbon',
  'The Last Orchard',
  'Winter in Kyoto',
  'Bright Streets',
  'The Mapmaker’s Daughter',
] as const;
const AUTHORS = [
  'Ines Alvarez',
  'Tom Hartley',
  'Mei Lin',
  'Sipho Dlamini',
  'Clara Weiss',
  'Rafael Costa',
  'Nora Quinn',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 140 books built from the row index: more than one default page of 100.
const rows: Book[] = Array.from({ length: 140 }, (_, index) => ({
  id: index + 1,
  title: `${pick(TITLES, index)}${index >= TITLES.length ? ` (vol. ${Math.floor(index / TITLES.length) + 1})` : ''}`,
  author: pick(AUTHORS, index * 3),
  year: 1978 + ((index * 7) % 47),
  pages: 160 + ((index * 53) % 540),
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function CommunityPagination() {
  // No pagination prop: the free grid always paginates, 100 rows per page by default.
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
