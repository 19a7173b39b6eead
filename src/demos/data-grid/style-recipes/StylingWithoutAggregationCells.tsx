import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridCellParams,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  store: string;
  product: string;
  units: number;
  margin: number;
}

const rows: Sale[] = [
  { id: 1, store: 'Berlin Mitte', product: 'Running shoes', units: 42, margin: 18.5 },
  { id: 2, store: 'Berlin Mitte', product: 'Rain jacket', units: 17, margin: -2.4 },
  { id: 3, store: 'Berlin Mitte', product: 'Yoga mat', units: 63, margin: 31.0 },
  { id: 4, store: 'Hamburg Altona', product: 'Running shoes', units: 28, margin: 12.2 },
  { id: 5, store: 'Hamburg Altona', product: 'Rain jacket', units: 35, margin: 6.8 },
  { id: 6, store: 'Hamburg Altona', product: 'Yoga mat', units: 11, margin: -5.1 },
];

// Color the margin of each sale, but leave the totals of the groups and of the grid alone.
function marginClassName(params: GridCellParams<Sale, number>) {
  // Data rows are leaves; group rows and aggregation footers are not.
  if (params.rowNode.type !== 'leaf' || params.value == null) {
    return '';
  }
  return params.value < 0 ? 'margin--negative' : 'margin--positive';
}

const columns: GridColDef<Sale>[] = [
  { field: 'store', headerName: 'Store', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'margin',
    headerName: 'Margin (%)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) => (value == null ? '' : value.toFixed(1)),
    cellClassName: marginClassName,
  },
];

const rowGroupingModel: GridRowGroupingModel = ['store'];

export default function StylingWithoutAggregationCells() {
  return (
    <Box
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 460,
          width: '100%',
          '& .margin--positive': {
            backgroundColor: theme.alpha(palette.success.main, 0.14),
          },
          '& .margin--negative': {
            backgroundColor: theme.alpha(palette.error.main, 0.14),
          },
        };
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: rowGroupingModel },
          // The grouping column already shows the store.
          columns: { columnVisibilityModel: { store: false } },
          aggregation: { model: { units: 'sum', margin: 'avg' } },
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
