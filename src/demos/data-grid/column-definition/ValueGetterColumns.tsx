import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
  customer: { firstName: string; lastName: string };
}

const rows: OrderLine[] = [
  {
    id: 1,
    product: 'Ergonomic office chair',
    unitPrice: 249,
    quantity: 2,
    customer: { firstName: 'Hannah', lastName: 'Schulz' },
  },
  { id: 2, product: 'Standing desk', unitPrice: 519, quantity: 1, customer: { firstName: 'Omar', lastName: 'Haddad' } },
  { id: 3, product: 'Monitor arm', unitPrice: 89, quantity: 4, customer: { firstName: 'Chloé', lastName: 'Martin' } },
  { id: 4, product: 'Desk lamp', unitPrice: 45, quantity: 6, customer: { firstName: 'Diego', lastName: 'Fernández' } },
  { id: 5, product: 'Cable tray', unitPrice: 19, quantity: 10, customer: { firstName: 'Mei', lastName: 'Chen' } },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    // No row property is called `customerName`: the value is built from a nested object.
    field: 'customerName',
    headerName: 'Customer',
    width: 160,
    valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}`,
  },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    // A computed number: sorting and filtering use the product of the two fields.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.unitPrice * row.quantity,
  },
];

export default function ValueGetterColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
