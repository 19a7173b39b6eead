import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Silent Harbour', author: 'Maren Holt', year: 2019, price: 18.5 },
  { id: 2, title: 'Cities of Glass', author: 'Tomás Ferreira', year: 2021, price: 22 },
  { id: 3, title: 'A Field Guide to Rain', author: 'Aiko Tanaka', year: 2017, price: 15.99 },
  { id: 4, title: 'Northern Lines', author: 'Erik Sandberg', year: 2023, price: 27.5 },
  { id: 5, title: 'The Copper Garden', author: 'Nia Okafor', year: 2020, price: 19.25 },
  { id: 6, title: 'Small Hours', author: 'Clara Dubois', year: 2018, price: 12.99 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
];

export default function DisableAllFilters() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar disableColumnFilter />
    </Box>
  );
}
