import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Laptop {
  id: number;
  model: string;
  brand: string;
  cpu: string;
  memory: number;
  storage: number;
  weight: number;
  price: number;
}

const rows: Laptop[] = [
  { id: 1, model: 'MacBook Air 13', brand: 'Apple', cpu: 'M3', memory: 16, storage: 512, weight: 1.24, price: 1499 },
  { id: 2, model: 'XPS 14', brand: 'Dell', cpu: 'Core Ultra 7', memory: 32, storage: 1024, weight: 1.68, price: 1899 },
  {
    id: 3,
    model: 'ThinkPad X1 Carbon',
    brand: 'Lenovo',
    cpu: 'Core Ultra 5',
    memory: 16,
    storage: 512,
    weight: 1.09,
    price: 1649,
  },
  {
    id: 4,
    model: 'Zenbook 14 OLED',
    brand: 'ASUS',
    cpu: 'Ryzen 7',
    memory: 16,
    storage: 1024,
    weight: 1.28,
    price: 1099,
  },
  {
    id: 5,
    model: 'Surface Laptop 7',
    brand: 'Microsoft',
    cpu: 'Snapdragon X',
    memory: 16,
    storage: 512,
    weight: 1.34,
    price: 1299,
  },
];

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160, hideable: false },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'cpu', headerName: 'Processor', width: 130 },
  { field: 'memory', headerName: 'Memory (GB)', type: 'number', width: 120 },
  { field: 'storage', headerName: 'Storage (GB)', type: 'number', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110 },
];

export default function ColumnsPanelCustomization() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          columnsManagement: {
            // List the columns alphabetically instead of in grid order.
            sort: 'asc',
            // Match the search against header names only, from their first letter.
            searchPredicate: (column, search) =>
              (column.headerName ?? column.field).toLowerCase().startsWith(search.toLowerCase()),
            // Keep the price in view: it is not offered in the list.
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => column.field !== 'price').map((column) => column.field),
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
