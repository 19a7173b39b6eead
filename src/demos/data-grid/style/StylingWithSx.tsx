import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Trail running shoes', category: 'Footwear', price: 129, stock: 42 },
  { id: 2, name: 'Merino wool socks', category: 'Accessories', price: 18, stock: 310 },
  { id: 3, name: 'Rain shell jacket', category: 'Outerwear', price: 219, stock: 17 },
  { id: 4, name: 'Insulated water bottle', category: 'Accessories', price: 34, stock: 128 },
  { id: 5, name: 'Hiking backpack 28 L', category: 'Bags', price: 145, stock: 23 },
  { id: 6, name: 'Fleece pullover', category: 'Outerwear', price: 89, stock: 64 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function StylingWithSx() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // The root element: the grid's outer border.
          borderWidth: 2,
          borderColor: 'primary.light',
          borderRadius: 2,
          // Nested elements are reached through their class names.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.cell}:hover`]: {
            color: 'primary.main',
          },
          [`& .${gridClasses.row}.Mui-selected`]: {
            fontWeight: 600,
          },
        }}
      />
    </Box>
  );
}
