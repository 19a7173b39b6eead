import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Bid {
  id: number;
  item: string;
  bidder: string;
  amount: number;
}

const rows: Bid[] = [
  { id: 1, item: '1964 Leica M2 camera', bidder: 'Hugo Martin', amount: 1450 },
  { id: 2, item: 'Art deco wall clock', bidder: 'Ingrid Sæther', amount: 320 },
  { id: 3, item: 'Signed first edition', bidder: 'Daniel Cho', amount: 880 },
  { id: 4, item: 'Mid-century armchair', bidder: 'Zara Khan', amount: 1125 },
  { id: 5, item: 'Silver tea set', bidder: 'Pedro Alves', amount: 640 },
  { id: 6, item: 'Vintage road bicycle', bidder: 'Emma Schultz', amount: 410 },
];

const columns: GridColDef<Bid>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'bidder', headerName: 'Highest bidder', width: 150 },
  {
    field: 'amount',
    headerName: 'Bid',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

// A footer that reads the sorting state through selectors and re-renders when it changes.
function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const current = sortModel[0];
  const first = sortedRows[0]?.model as Bid | undefined;
  const columnName = current ? (apiRef.current.getColumn(current.field).headerName ?? current.field) : '';

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {current ? `Sorted by ${columnName} (${current.sort === 'desc' ? 'descending' : 'ascending'})` : 'Not sorted'}
        {first ? ` · first row: ${first.item}` : ''}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SortingSelectors() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: SortSummaryFooter }}
        initialState={{ sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] } }}
      />
    </Box>
  );
}
