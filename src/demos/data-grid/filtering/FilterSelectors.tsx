import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  employee: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Flight to Berlin', employee: 'Amelia Hart', category: 'Travel', amount: 412.4 },
  { id: 2, description: 'Hotel, 3 nights', employee: 'Amelia Hart', category: 'Lodging', amount: 534 },
  { id: 3, description: 'Client dinner', employee: 'Noah Fischer', category: 'Meals', amount: 186.75 },
  { id: 4, description: 'Train to Lyon', employee: 'Chloé Martin', category: 'Travel', amount: 96.2 },
  { id: 5, description: 'Conference ticket', employee: 'Minji Park', category: 'Training', amount: 690 },
  { id: 6, description: 'Taxi from airport', employee: 'Noah Fischer', category: 'Travel', amount: 48.5 },
  { id: 7, description: 'Team lunch', employee: 'Grace Mwangi', category: 'Meals', amount: 152.3 },
  { id: 8, description: 'Online course', employee: 'Kenji Watanabe', category: 'Training', amount: 129 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// A footer that reads the filtered rows from the grid's state.
function FilteredTotalFooter() {
  const apiRef = useGridApiContext();
  const filteredEntries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const total = filteredEntries.reduce((sum, entry) => sum + Number(entry.model.amount), 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {filteredEntries.length} of {rowCount} expenses match
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total: {usd.format(total)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilterSelectors() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: FilteredTotalFooter }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Travel' }] } },
        }}
      />
    </Box>
  );
}
