import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridColumnVisibilityModelSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  supplier: string;
}

const rows: Product[] = [
  { id: 1, name: 'Cast-iron skillet', category: 'Kitchen', price: 39.9, supplier: 'Lodge & Co' },
  { id: 2, name: 'Linen duvet cover', category: 'Bedroom', price: 129, supplier: 'Nordweave' },
  { id: 3, name: 'Chef knife, 20 cm', category: 'Kitchen', price: 74.5, supplier: 'Sakai Forge' },
  { id: 4, name: 'Bamboo bath mat', category: 'Bathroom', price: 24, supplier: 'GreenLoom' },
  { id: 5, name: 'Ceramic teapot', category: 'Kitchen', price: 32, supplier: 'Kiln Studio' },
  { id: 6, name: 'Wool throw blanket', category: 'Bedroom', price: 89, supplier: 'Nordweave' },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130, filterable: false },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    sortable: false,
    filterable: false,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'supplier', headerName: 'Supplier', width: 140, hideable: false },
];

export default function ProgrammaticColumnFeatures() {
  const apiRef = useGridApiRef();

  const sortByPrice = (direction: 'asc' | 'desc') => {
    apiRef.current?.sortColumn('price', direction);
  };

  const showKitchenOnly = () => {
    apiRef.current?.upsertFilterItem({
      id: 'category',
      field: 'category',
      operator: 'equals',
      value: 'Kitchen',
    });
  };

  const clearFilter = () => {
    apiRef.current?.setFilterModel({ items: [] });
  };

  const toggleSupplier = () => {
    if (!apiRef.current) return;
    const visible = gridColumnVisibilityModelSelector(apiRef).supplier !== false;
    apiRef.current.setColumnVisibility('supplier', !visible);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => sortByPrice('asc')}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => sortByPrice('desc')}>
          Most expensive first
        </Button>
        <Button size="small" variant="outlined" onClick={showKitchenOnly}>
          Kitchen only
        </Button>
        <Button size="small" variant="outlined" onClick={clearFilter}>
          All categories
        </Button>
        <Button size="small" variant="outlined" onClick={toggleSupplier}>
          Show or hide supplier
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Price cannot be sorted or filtered from its header, Category cannot be filtered from the interface, and Supplier
        cannot be hidden from the columns panel.
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aria-label="Home goods catalogue"
          initialState={{ columns: { columnVisibilityModel: { supplier: false } } }}
        />
      </Box>
    </Stack>
  );
}
