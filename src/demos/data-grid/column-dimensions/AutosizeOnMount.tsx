import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  product: string;
  quantity: number;
  total: number;
}

const rows: Order[] = [
  {
    id: 'SO-10421',
    customer: 'Hannah Schmidt',
    product: 'Standing desk, oak top 160 × 80 cm',
    quantity: 1,
    total: 649,
  },
  { id: 'SO-10422', customer: 'Ravi Patel', product: 'Ergonomic chair', quantity: 2, total: 778 },
  { id: 'SO-10423', customer: 'Chloé Martin', product: 'Monitor arm, dual', quantity: 1, total: 119 },
  { id: 'SO-10424', customer: 'Mateo García', product: 'Desk lamp with wireless charger', quantity: 3, total: 237 },
  { id: 'SO-10425', customer: 'Emily Johnson', product: 'Cable management tray', quantity: 4, total: 96 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
  { field: 'quantity', headerName: 'Quantity', type: 'number' },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function AutosizeOnMount() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        autosizeOnMount
        // Measure the headers too, and share the space left over between the columns.
        autosizeOptions={{ includeHeaders: true, expand: true }}
      />
    </Box>
  );
}
