import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Status = 'Pending' | 'Packed' | 'Shipped';

interface Order {
  id: number;
  customer: string;
  status: Status;
  total: number;
}

const rows: Order[] = [
  { id: 5301, customer: 'Olivia Martin', status: 'Pending', total: 248.9 },
  { id: 5302, customer: 'Kenji Watanabe', status: 'Shipped', total: 89 },
  { id: 5303, customer: 'Amara Okafor', status: 'Packed', total: 132.5 },
  { id: 5304, customer: 'Lucas Moreau', status: 'Pending', total: 412.75 },
  { id: 5305, customer: 'Sofia Rossi', status: 'Shipped', total: 76.4 },
  { id: 5306, customer: 'Mateo García', status: 'Pending', total: 305.2 },
  { id: 5307, customer: 'Priya Sharma', status: 'Shipped', total: 54.99 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={row.status}
        color={row.status === 'Shipped' ? 'default' : 'primary'}
        variant={row.status === 'Shipped' ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function SelectableRows() {
  return (
    <Box sx={{ height: 476, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        // Shipped orders can no longer be cancelled, so they cannot be selected.
        isRowSelectable={({ row }) => row.status !== 'Shipped'}
        // Only the checkboxes select; clicking elsewhere in a row does nothing.
        disableRowSelectionOnClick
      />
    </Box>
  );
}
