import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: 'Audio' | 'Computers' | 'Phones' | 'Wearables';
  price: number;
  inStock: boolean;
}

const rows: Product[] = [
  { id: 1, name: 'Noise-cancelling headphones', category: 'Audio', price: 299, inStock: true },
  { id: 2, name: '14-inch ultrabook', category: 'Computers', price: 1249, inStock: false },
  { id: 3, name: 'Bluetooth speaker', category: 'Audio', price: 89, inStock: true },
  { id: 4, name: 'Smartphone 128 GB', category: 'Phones', price: 699, inStock: true },
  { id: 5, name: 'Fitness tracker', category: 'Wearables', price: 129, inStock: false },
  { id: 6, name: 'Mechanical keyboard', category: 'Computers', price: 149, inStock: true },
  { id: 7, name: 'Smartwatch', category: 'Wearables', price: 349, inStock: true },
  { id: 8, name: 'Wireless earbuds', category: 'Audio', price: 179, inStock: false },
  { id: 9, name: 'Foldable phone', category: 'Phones', price: 1799, inStock: true },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Audio', 'Computers', 'Phones', 'Wearables'],
    width: 120,
  },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

export default function FilterApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          // The free grid holds one filter item at a time: replace the whole model.
          onClick={() =>
            apiRef.current?.setFilterModel({ items: [{ field: 'inStock', operator: 'is', value: 'true' }] })
          }
        >
          In stock only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({ items: [{ field: 'price', operator: '<', value: 200 }] })}
        >
          Under $200
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear filters
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel('category')}>
          Filter by category…
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Stack>
  );
}
