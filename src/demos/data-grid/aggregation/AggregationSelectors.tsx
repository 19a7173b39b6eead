import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  Toolbar,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Donation {
  id: number;
  donor: string;
  campaign: string;
  amount: number;
}

const rows: Donation[] = [
  { id: 1, donor: 'Laura Bianchi', campaign: 'Spring appeal', amount: 250 },
  { id: 2, donor: 'Samuel Okoye', campaign: 'Library fund', amount: 1000 },
  { id: 3, donor: 'Ines Carvalho', campaign: 'Spring appeal', amount: 75 },
  { id: 4, donor: 'Peter Lindqvist', campaign: 'Scholarships', amount: 500 },
  { id: 5, donor: 'Yuki Mori', campaign: 'Library fund', amount: 120 },
  { id: 6, donor: 'Grace Adeyemi', campaign: 'Scholarships', amount: 2000 },
];

const money = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Donation>[] = [
  { field: 'donor', headerName: 'Donor', flex: 1, minWidth: 150 },
  { field: 'campaign', headerName: 'Campaign', width: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : money(value)),
  },
];

const initialState: GridInitialState = { aggregation: { model: { amount: 'sum' } } };

// Rendered inside the grid, so it can read the grid state with useGridApiContext.
function TotalToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  // The whole grid's results are stored under the root group's id.
  const total: unknown = lookup[GRID_ROOT_GROUP_ID]?.amount?.value;

  return (
    <Toolbar>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', px: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {model.amount ? `Amount (${model.amount})` : 'Amount is not aggregated'}
        </Typography>
        {typeof total === 'number' && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {model.amount === 'size' ? total : money(total)}
          </Typography>
        )}
      </Stack>
    </Toolbar>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        slots={{ toolbar: TotalToolbar }}
        showToolbar
      />
    </Box>
  );
}
