import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  customer: string;
  issued: string;
  amount: number;
  status: 'Paid' | 'Sent' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-1041', customer: 'Northwind Traders', issued: '2025-01-06', amount: 4200, status: 'Paid' },
  { id: 'INV-1042', customer: 'Northwind Traders', issued: '2025-02-03', amount: 3900, status: 'Overdue' },
  { id: 'INV-1043', customer: 'Northwind Traders', issued: '2025-03-03', amount: 4100, status: 'Sent' },
  { id: 'INV-1044', customer: 'Blue Harbor Cafe', issued: '2025-01-13', amount: 860, status: 'Paid' },
  { id: 'INV-1045', customer: 'Blue Harbor Cafe', issued: '2025-02-10', amount: 910, status: 'Paid' },
  { id: 'INV-1046', customer: 'Alder & Finch', issued: '2025-01-20', amount: 12500, status: 'Paid' },
  { id: 'INV-1047', customer: 'Alder & Finch', issued: '2025-02-17', amount: 9800, status: 'Overdue' },
  { id: 'INV-1048', customer: 'Kestrel Studio', issued: '2025-02-24', amount: 2300, status: 'Sent' },
  { id: 'INV-1049', customer: 'Kestrel Studio', issued: '2025-03-10', amount: 2450, status: 'Sent' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function StyleGroupsByChildren() {
  const apiRef = useGridApiRef();

  // Flags a customer's group row when one of its invoices is overdue.
  const getRowClassName = (params: GridRowClassNameParams<Invoice>) => {
    const api = apiRef.current;
    if (!api || api.getRowNode(params.id)?.type !== 'group') {
      return '';
    }
    const hasOverdue = api
      .getRowGroupChildren({ groupId: params.id })
      .some((id) => api.getRow<Invoice>(id)?.status === 'Overdue');
    return hasOverdue ? 'group-overdue' : '';
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['customer'] } }}
        sx={(theme) => ({
          '& .group-overdue': {
            backgroundColor: alpha(theme.palette.error.main, 0.12),
            fontWeight: theme.typography.fontWeightMedium,
          },
          '& .group-overdue:hover': {
            backgroundColor: alpha(theme.palette.error.main, 0.2),
          },
        })}
      />
    </Box>
  );
}
