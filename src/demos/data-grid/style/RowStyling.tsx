import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'Paid' | 'Pending' | 'Overdue';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
  status: Status;
}

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Northwind Traders', issued: '2024-03-02', amount: 4820, status: 'Paid' },
  { id: 'INV-1042', client: 'Blue Harbor Cafe', issued: '2024-03-05', amount: 760, status: 'Overdue' },
  { id: 'INV-1043', client: 'Lumen Studio', issued: '2024-03-09', amount: 2310, status: 'Pending' },
  { id: 'INV-1044', client: 'Atlas Logistics', issued: '2024-03-12', amount: 12940, status: 'Paid' },
  { id: 'INV-1045', client: 'Greenleaf Market', issued: '2024-03-14', amount: 1185, status: 'Overdue' },
  { id: 'INV-1046', client: 'Copperfield Books', issued: '2024-03-18', amount: 540, status: 'Pending' },
  { id: 'INV-1047', client: 'Orbit Fitness', issued: '2024-03-21', amount: 3075, status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// One class per status; rows without a special status get no class.
function getRowClassName(params: GridRowClassNameParams<Invoice>) {
  return `invoice-row--${params.row.status.toLowerCase()}`;
}

export default function RowStyling() {
  return (
    <Box
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 430,
          width: '100%',
          '& .invoice-row--overdue': {
            backgroundColor: theme.alpha(palette.error.main, 0.12),
            '&:hover': { backgroundColor: theme.alpha(palette.error.main, 0.2) },
          },
          '& .invoice-row--paid': {
            color: palette.text.secondary,
          },
        };
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
