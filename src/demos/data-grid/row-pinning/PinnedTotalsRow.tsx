import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp, type GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  description: string;
  category: string;
  date: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Lyon', category: 'Travel', date: '2025-03-03', amount: 118.4 },
  { id: 2, description: 'Hotel, two nights', category: 'Lodging', date: '2025-03-03', amount: 264 },
  { id: 3, description: 'Client dinner', category: 'Meals', date: '2025-03-04', amount: 146.75 },
  { id: 4, description: 'Taxi to the venue', category: 'Travel', date: '2025-03-04', amount: 23.9 },
  { id: 5, description: 'Conference ticket', category: 'Training', date: '2025-03-04', amount: 390 },
  { id: 6, description: 'Lunch', category: 'Meals', date: '2025-03-05', amount: 18.5 },
  { id: 7, description: 'Train back to Paris', category: 'Travel', date: '2025-03-05', amount: 118.4 },
  { id: 8, description: 'Printed handouts', category: 'Supplies', date: '2025-03-05', amount: 42.2 },
];

// The totals row is computed from the data and pinned to the bottom.
const total = rows.reduce((sum, row) => sum + row.amount, 0);
const pinnedRows: GridPinnedRowsProp<Expense> = {
  bottom: [{ id: 'total', description: `Total (${rows.length} expenses)`, category: '', date: '', amount: total }],
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// Pinned rows have a row node of type 'pinnedRow': use it to render them differently.
function AmountCell(params: GridRenderCellParams<Expense, number>) {
  const isPinned = params.rowNode.type === 'pinnedRow';
  return (
    <Box component="span" sx={{ fontWeight: isPinned ? 'fontWeightBold' : undefined }}>
      {currency.format(params.value ?? 0)}
    </Box>
  );
}

function DescriptionCell(params: GridRenderCellParams<Expense, string>) {
  const isPinned = params.rowNode.type === 'pinnedRow';
  return (
    <Box
      component="span"
      sx={isPinned ? { fontWeight: 'fontWeightBold', textTransform: 'uppercase', fontSize: 12 } : undefined}
    >
      {params.value}
    </Box>
  );
}

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 190, renderCell: DescriptionCell },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, renderCell: AmountCell },
];

export default function PinnedTotalsRow() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
