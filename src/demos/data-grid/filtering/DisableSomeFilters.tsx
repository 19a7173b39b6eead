import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  isbn: string;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Silent Harbour', author: 'Maren Holt', isbn: '978-0-14-311741-2', price: 18.5 },
  { id: 2, title: 'Cities of Glass', author: 'Tomás Ferreira', isbn: '978-1-78-682012-7', price: 22 },
  { id: 3, title: 'A Field Guide to Rain', author: 'Aiko Tanaka', isbn: '978-0-30-734567-1', price: 15.99 },
  { id: 4, title: 'Northern Lines', author: 'Erik Sandberg', isbn: '978-0-52-556230-9', price: 27.5 },
  { id: 5, title: 'The Copper Garden', author: 'Nia Okafor', isbn: '978-1-40-885514-3', price: 19.25 },
  { id: 6, title: 'Small Hours', author: 'Clara Dubois', isbn: '978-0-06-285231-8', price: 12.99 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 150 },
  // Neither offered in the column menu nor in the filter panel's column list.
  { field: 'isbn', headerName: 'ISBN', width: 170, filterable: false },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120, filterable: false },
];

export default function DisableSomeFilters() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
