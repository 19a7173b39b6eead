import Box from '@mui/material/Box';
import { DataGridPremium, type GridCellParams, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: string;
  customer: string;
  city: string;
  quantity: number;
  status: 'Open' | 'Shipped';
}

const rows: Order[] = [
  { id: 'PO-3301', customer: 'Blue Harbor Café', city: 'Seattle', quantity: 12, status: 'Open' },
  { id: 'PO-3302', customer: 'Northwind Traders', city: 'Boston', quantity: 40, status: 'Shipped' },
  { id: 'PO-3303', customer: 'Maple & Co.', city: 'Toronto', quantity: 8, status: 'Open' },
  { id: 'PO-3304', customer: 'Sunrise Bakery', city: 'Austin', quantity: 25, status: 'Shipped' },
  { id: 'PO-3305', customer: 'Copper Kettle', city: 'Denver', quantity: 16, status: 'Open' },
  { id: 'PO-3306', customer: 'Harbor Lights Inn', city: 'Portland', quantity: 30, status: 'Open' },
  { id: 'PO-3307', customer: 'Green Fork Deli', city: 'Chicago', quantity: 20, status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, editable: true },
  { field: 'city', headerName: 'City', width: 110, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Shipped orders are locked: they can be neither edited nor pasted into.
const isCellEditable = (params: GridCellParams<Order>) => params.row.status === 'Open';

export default function PasteIsCellEditable() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (params.row.status === 'Shipped' ? 'locked' : '')}
        sx={{ '& .locked': { color: 'text.secondary', bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
