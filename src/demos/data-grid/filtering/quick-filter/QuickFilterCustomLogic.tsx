import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GetApplyQuickFilterFn } from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  director: string;
  year: number;
  genres: string[];
  internalCode: string;
}

const rows: Film[] = [
  {
    id: 1,
    title: 'The Silent Harbour',
    director: 'Maren Holt',
    year: 2019,
    genres: ['Drama', 'Mystery'],
    internalCode: 'QX-4471',
  },
  {
    id: 2,
    title: 'Cities of Glass',
    director: 'Tomás Ferreira',
    year: 2021,
    genres: ['Science fiction'],
    internalCode: 'QX-5208',
  },
  {
    id: 3,
    title: 'A Field Guide to Rain',
    director: 'Aiko Tanaka',
    year: 2017,
    genres: ['Documentary'],
    internalCode: 'QX-1934',
  },
  {
    id: 4,
    title: 'Northern Lines',
    director: 'Erik Sandberg',
    year: 2023,
    genres: ['Thriller', 'Drama'],
    internalCode: 'QX-6610',
  },
  {
    id: 5,
    title: 'The Copper Garden',
    director: 'Nia Okafor',
    year: 2020,
    genres: ['Comedy', 'Romance'],
    internalCode: 'QX-2087',
  },
  { id: 6, title: 'Small Hours', director: 'Clara Dubois', year: 2018, genres: ['Drama'], internalCode: 'QX-7745' },
  {
    id: 7,
    title: 'Orbit of Ash',
    director: 'Dev Raman',
    year: 2022,
    genres: ['Science fiction', 'Thriller'],
    internalCode: 'QX-3302',
  },
];

// A word matches the Genres column when one of the film's genres starts with it.
const getGenresQuickFilter: GetApplyQuickFilterFn<Film, string[]> = (value) => {
  if (!value) {
    return null;
  }
  const word = String(value).toLowerCase();
  return (genres) => genres.some((genre) => genre.toLowerCase().startsWith(word));
};

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'director', headerName: 'Director', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  {
    field: 'genres',
    headerName: 'Genres',
    width: 180,
    valueFormatter: (value: string[]) => value.join(', '),
    getApplyQuickFilterFn: getGenresQuickFilter,
    sortable: false,
    filterable: false,
  },
  // Never searched: the function returns null for every value.
  { field: 'internalCode', headerName: 'Code', width: 120, getApplyQuickFilterFn: () => null },
];

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['sci'] } } }}
      />
    </Box>
  );
}
