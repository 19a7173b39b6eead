import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  city: string;
  total: number;
}

const rows: Order[] = [
  { id: 3101, customer: 'Northwind Traders', product: 'Standing desk', city: 'Lisbon', total: 649 },
  { id: 3102, customer: 'Globex Ltd', product: 'Office chair', city: 'Dublin', total: 389 },
  { id: 3103, customer: 'Initech', product: 'Monitor arm', city: 'Toronto', total: 119 },
  { id: 3104, customer: 'Umbrella Health', product: 'Desk lamp', city: 'Oslo', total: 74 },
  { id: 3105, customer: 'Stark Logistics', product: 'Standing desk', city: 'Austin', total: 1298 },
  { id: 3106, customer: 'Globex Ltd', product: 'Keyboard', city: 'Lisbon', total: 149 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 110 },
];

// A toolbar holding only a search field that is always open.
function SearchToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter expanded>
        <QuickFilterControl
          label="Search orders"
          size="small"
          slotProps={{
            // Without an id of its own here, the input takes the text field's id, which the label points to.
            htmlInput: { role: 'searchbox' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <QuickFilterClear size="small" aria-label="Clear search">
                  <CloseIcon fontSize="small" />
                </QuickFilterClear>
              ),
            },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomQuickFilterToolbar() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
