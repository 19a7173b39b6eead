import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  director: string;
  year: number;
  score: number;
}

const rows: Film[] = [
  { id: 1, title: 'The River Road', director: 'Ana Lima', year: 2018, score: 8.1 },
  { id: 2, title: 'Glass Mountains', director: 'Tomas Holm', year: 2021, score: 7.4 },
  { id: 3, title: 'Night Ferry', director: 'Yuki Arai', year: 2015, score: 7.9 },
  { id: 4, title: 'A Year in Tangier', director: 'Karim Said', year: 2022, score: 6.8 },
  { id: 5, title: 'Paper Birds', director: 'Elena Petrova', year: 2019, score: 8.4 },
  { id: 6, title: 'Lowlands', director: 'Maarten de Vries', year: 2020, score: 7.1 },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'director', headerName: 'Director', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'score', headerName: 'Score', type: 'number', width: 90 },
];

export default function SortingOrderAll() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Descending first, then ascending, and never back to unsorted.
        sortingOrder={['desc', 'asc']}
        initialState={{ sorting: { sortModel: [{ field: 'score', sort: 'desc' }] } }}
      />
    </Box>
  );
}
