import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Silent Harbor', author: 'Maria Jensen', published: 2019, price: 18.5 },
  { id: 2, title: 'Northern Lights', author: 'Tomás Rivera', published: 2021, price: 22 },
  { id: 3, title: 'A Garden in Winter', author: 'Aiko Tanaka', published: 2016, price: 14.25 },
  { id: 4, title: 'Paper Bridges', author: 'Daniel Okafor', published: 2023, price: 26.99 },
  { id: 5, title: 'Salt and Iron', author: 'Helena Novak', published: 2018, price: 16 },
  { id: 6, title: 'The Cartographer', author: 'Samuel Brooks', published: 2020, price: 19.75 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 160 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ColumnMenuDefault() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
