import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;

interface Order {
  id: number;
  customer: string;
  status: (typeof STATUSES)[number];
  total: number;
  note: string;
}

const rows: Order[] = [
  { id: 1001, customer: 'Northwind Traders', status: 'Shipped', total: 649, note: 'Leave at reception' },
  { id: 1002, customer: 'Globex Ltd', status: 'Pending', total: 389, note: '' },
  { id: 1003, customer: 'Initech', status: 'Delivered', total: 119, note: 'Gift wrap' },
  { id: 1004, customer: 'Umbrella Health', status: 'Cancelled', total: 74, note: '' },
  { id: 1005, customer: 'Stark Logistics', status: 'Shipped', total: 1298, note: 'Two parcels' },
  { id: 1006, customer: 'Globex Ltd', status: 'Pending', total: 149, note: '' },
  { id: 1007, customer: 'Initech', status: 'Delivered', total: 512, note: 'Call on arrival' },
];

// A plain select in place of the Status column's header filter.
function StatusHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item } = props;
  const apiRef = useGridApiContext();
  const value = typeof item.value === 'string' ? item.value : '';

  return (
    <NativeSelect
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: next });
        }
      }}
      inputProps={{ 'aria-label': 'Filter by status' }}
      sx={{ width: '100%', fontSize: 14 }}
    >
      <option value="">All statuses</option>
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </NativeSelect>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 120, valueFormatter: (value: number) => String(value) },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...STATUSES],
    width: 150,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  {
    field: 'note',
    headerName: 'Note',
    width: 160,
    // Not filterable anywhere; the header filter cell says so instead of staying empty.
    filterable: false,
    renderHeaderFilter: () => (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No filter
      </Typography>
    ),
  },
];

export default function SingleHeaderFilterCell() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
