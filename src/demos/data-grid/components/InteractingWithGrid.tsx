import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  employee: string;
  date: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Lyon', employee: 'Julie Bernard', date: '2024-04-02', amount: 86.4 },
  { id: 2, description: 'Client dinner', employee: 'Omar Farouk', date: '2024-04-03', amount: 214.0 },
  { id: 3, description: 'Hotel, two nights', employee: 'Julie Bernard', date: '2024-04-04', amount: 318.5 },
  { id: 4, description: 'Taxi to airport', employee: 'Sara Lindgren', date: '2024-04-08', amount: 42.9 },
  { id: 5, description: 'Conference pass', employee: 'Omar Farouk', date: '2024-04-10', amount: 499.0 },
  { id: 6, description: 'Team lunch', employee: 'Sara Lindgren', date: '2024-04-12', amount: 131.2 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
];

function SelectionFooter() {
  // The grid's API, available to any component rendered inside the grid.
  const apiRef = useGridApiContext();
  // A selector subscribes to one piece of state: the footer re-renders when the selection changes.
  const selection = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  let total = 0;
  selection.forEach((_, id) => {
    total += apiRef.current.getRow<Expense>(id)?.amount ?? 0;
  });

  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap', px: 1, columnGap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">
          {selection.size} selected, {total.toLocaleString('en-US', { style: 'currency', currency: 'EUR' })}
        </Typography>
        <Button
          size="small"
          disabled={selection.size === 0}
          onClick={() => apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear
        </Button>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function InteractingWithGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ footer: SelectionFooter }} />
    </Box>
  );
}
