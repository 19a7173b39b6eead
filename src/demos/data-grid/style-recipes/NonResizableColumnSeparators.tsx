import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Payment {
  id: string;
  payee: string;
  method: string;
  date: string;
  amount: number;
}

const rows: Payment[] = [
  { id: 'PAY-301', payee: 'City Power & Light', method: 'Direct debit', date: '2024-05-01', amount: 92.4 },
  { id: 'PAY-302', payee: 'Greenway Rentals', method: 'Transfer', date: '2024-05-01', amount: 1450 },
  { id: 'PAY-303', payee: 'FiberNet', method: 'Card', date: '2024-05-03', amount: 39.99 },
  { id: 'PAY-304', payee: 'Metro Transit', method: 'Card', date: '2024-05-06', amount: 86 },
  { id: 'PAY-305', payee: 'Blue Cross Health', method: 'Direct debit', date: '2024-05-10', amount: 212.3 },
];

const columns: GridColDef<Payment>[] = [
  // Fixed-width columns: their separators have nothing to drag.
  { field: 'id', headerName: 'Reference', width: 110, resizable: false },
  { field: 'payee', headerName: 'Payee', width: 200 },
  { field: 'method', headerName: 'Method', width: 130 },
  { field: 'date', headerName: 'Date', width: 110, resizable: false },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 130 },
];

export default function NonResizableColumnSeparators() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // A resizable column's separator has the extra "--resizable" class: hide the others.
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
            display: 'none',
          },
        }}
      />
    </Box>
  );
}
