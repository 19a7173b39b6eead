import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Status = 'Pending' | 'Shipped' | 'Delivered';

interface Order {
  id: number;
  order: string;
  customer: string;
  status: Status;
  trackingNumber: string;
}

const rows: Order[] = [
  { id: 1, order: 'WEB-5531', customer: 'Leah Morgan', status: 'Pending', trackingNumber: '' },
  { id: 2, order: 'WEB-5532', customer: 'Bruno Costa', status: 'Shipped', trackingNumber: '1Z 999 AA1 0123 4567' },
  { id: 3, order: 'WEB-5533', customer: 'Aylin Demir', status: 'Delivered', trackingNumber: 'JD 0140 0237 1985' },
  { id: 4, order: 'WEB-5534', customer: 'Finn O’Brien', status: 'Pending', trackingNumber: '' },
  { id: 5, order: 'WEB-5535', customer: 'Mariam Yusuf', status: 'Shipped', trackingNumber: '9400 1000 0000 0000 12' },
];

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered'],
    width: 130,
    editable: true,
  },
  {
    field: 'trackingNumber',
    headerName: 'Tracking number',
    width: 220,
    editable: true,
    // Runs when this field changes and, in row editing, when any other field of the row changes.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Order>) => {
      const status = params.otherFieldsProps?.status?.value as Status | undefined;
      const isEmpty = !params.props.value?.trim();
      return { ...params.props, error: status !== 'Pending' && isEmpty };
    },
  },
];

export default function ConditionalValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .MuiDataGrid-cell--editing .Mui-error': {
          bgcolor: alpha(theme.palette.error.main, 0.12),
          color: 'error.main',
          boxShadow: `inset 0 0 0 2px ${theme.palette.error.main}`,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
