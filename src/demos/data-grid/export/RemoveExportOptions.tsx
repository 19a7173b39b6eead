import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  copies: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, copies: 4 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, copies: 3 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, copies: 5 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, copies: 2 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, copies: 3 },
  { id: 6, title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, copies: 1 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function RemoveExportOptions() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // The Export menu keeps "Download as CSV" only.
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
      />
    </Box>
  );
}
