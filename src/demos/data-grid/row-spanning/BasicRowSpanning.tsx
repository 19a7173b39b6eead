import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  order: string;
  customer: string;
  product: string;
  quantity: number;
  status: string;
}

// One row per order line: the order, customer and status repeat on each line of the same order.
const rows: OrderLine[] = [
  { id: 1, order: 'SO-4410', customer: 'Harbor Bikes', product: 'Road frame 56 cm', quantity: 2, status: 'Shipped' },
  { id: 2, order: 'SO-4410', customer: 'Harbor Bikes', product: 'Carbon fork', quantity: 2, status: 'Shipped' },
  { id: 3, order: 'SO-4410', customer: 'Harbor Bikes', product: 'Wheelset 700c', quantity: 4, status: 'Shipped' },
  { id: 4, order: 'SO-4411', customer: 'Summit Outfitters', product: 'Helmet M', quantity: 10, status: 'Packing' },
  { id: 5, order: 'SO-4411', customer: 'Summit Outfitters', product: 'Helmet L', quantity: 6, status: 'Packing' },
  { id: 6, order: 'SO-4412', customer: 'Pedal Republic', product: 'Chain lube 100 ml', quantity: 24, status: 'New' },
  { id: 7, order: 'SO-4413', customer: 'Velo Corner', product: 'Tubeless tyre 28 mm', quantity: 8, status: 'Packing' },
  { id: 8, order: 'SO-4413', customer: 'Velo Corner', product: 'Valve set', quantity: 8, status: 'Packing' },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function BasicRowSpanning() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder hideFooter />
    </Box>
  );
}
