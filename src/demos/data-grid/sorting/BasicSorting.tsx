import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
  pages: number;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Silent Harbor', author: 'Clara Mendes', published: 2019, pages: 312, price: 18.5 },
  { id: 2, title: 'Northern Lights Over Oslo', author: 'Erik Lund', published: 2021, pages: 428, price: 24 },
  { id: 3, title: 'A Garden in Kyoto', author: 'Haruka Sato', published: 2016, pages: 256, price: 14.99 },
  { id: 4, title: 'Bread and Salt', author: 'Amir Rahimi', published: 2022, pages: 198, price: 12.5 },
  { id: 5, title: 'The Cartographer', author: 'Julia Novak', published: 2018, pages: 384, price: 21 },
  { id: 6, title: 'Letters from Valparaíso', author: 'Diego Fuentes', published: 2020, pages: 290, price: 16.75 },
  { id: 7, title: 'Small Engines', author: 'Grace Okafor', published: 2023, pages: 344, price: 26 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 150 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

export default function BasicSorting() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
