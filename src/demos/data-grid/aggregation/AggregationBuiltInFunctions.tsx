import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
  price: number;
  rating: number;
  published: Date;
  inStock: boolean;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Overstory',
    author: 'Richard Powers',
    pages: 502,
    price: 18.99,
    rating: 4.2,
    published: new Date(2018, 3, 3),
    inStock: true,
  },
  {
    id: 2,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    pages: 272,
    price: 16.0,
    rating: 4.3,
    published: new Date(2020, 8, 15),
    inStock: true,
  },
  {
    id: 3,
    title: 'Klara and the Sun',
    author: 'Kazuo Ishiguro',
    pages: 320,
    price: 14.5,
    rating: 3.9,
    published: new Date(2021, 2, 2),
    inStock: false,
  },
  {
    id: 4,
    title: 'Tomorrow, and Tomorrow',
    author: 'Gabrielle Zevin',
    pages: 416,
    price: 17.25,
    rating: 4.2,
    published: new Date(2022, 6, 5),
    inStock: true,
  },
  {
    id: 5,
    title: 'Demon Copperhead',
    author: 'Barbara Kingsolver',
    pages: 560,
    price: 21.0,
    rating: 4.5,
    published: new Date(2022, 9, 18),
    inStock: false,
  },
  {
    id: 6,
    title: 'The Bee Sting',
    author: 'Paul Murray',
    pages: 656,
    price: 19.5,
    rating: 4.1,
    published: new Date(2023, 5, 13),
    inStock: true,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', minWidth: 190, flex: 1 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value == null ? '' : value.toFixed(2)),
  },
  { field: 'published', headerName: 'Published', type: 'date', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 110 },
];

// One function per column: open a column menu to try the others.
const initialState: GridInitialState = {
  aggregation: {
    model: {
      title: 'size',
      pages: 'sum',
      price: 'min',
      rating: 'avg',
      published: 'max',
      inStock: 'sizeTrue',
    },
  },
};

export default function AggregationBuiltInFunctions() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
