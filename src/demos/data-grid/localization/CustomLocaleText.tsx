import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  status: string;
}

const rows: Order[] = [
  { id: 5101, customer: 'Rosa Jiménez', product: 'Linen shirt', status: 'Shipped' },
  { id: 5102, customer: 'Daniel Kim', product: 'Wool scarf', status: 'Processing' },
  { id: 5103, customer: 'Amina Diallo', product: 'Canvas tote', status: 'Delivered' },
  { id: 5104, customer: 'Peter Novak', product: 'Leather belt', status: 'Shipped' },
  { id: 5105, customer: 'Julia Santos', product: 'Denim jacket', status: 'Returned' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// Only the keys you pass change; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  toolbarColumns: 'Fields',
  toolbarFilters: 'Refine',
  toolbarQuickFilterPlaceholder: 'Search orders…',
  noResultsOverlayLabel: 'No order matches your search.',
  footerRowSelected: (count) => (count === 1 ? '1 order selected' : `${count.toLocaleString()} orders selected`),
};

export default function CustomLocaleText() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} localeText={localeText} showToolbar checkboxSelection />
    </Box>
  );
}
