import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridAggregationPosition,
  type GridColDef,
  type GridGroupNode,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  rep: string;
  deals: number;
  amount: number;
}

const rows: Sale[] = [
  { id: 1, region: 'North', rep: 'Emma Wilson', deals: 12, amount: 48_200 },
  { id: 2, region: 'North', rep: 'Liam Murphy', deals: 9, amount: 36_900 },
  { id: 3, region: 'South', rep: 'Sofia Costa', deals: 15, amount: 61_300 },
  { id: 4, region: 'South', rep: 'Ahmed Saleh', deals: 7, amount: 25_400 },
  { id: 5, region: 'West', rep: 'Chen Wei', deals: 11, amount: 44_750 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 150 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 90 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null
        ? ''
        : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['region'] },
  aggregation: { model: { deals: 'sum', amount: 'sum' } },
  columns: { columnVisibilityModel: { region: false } },
};

type Layout = 'inline' | 'footer' | 'total-only';

// The root group has depth -1: its position is the grand total at the bottom of the grid.
const positions: Record<Layout, (node: GridGroupNode) => GridAggregationPosition | null> = {
  inline: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  footer: () => 'footer',
  'total-only': (node) => (node.depth === -1 ? 'footer' : null),
};

export default function AggregationPosition() {
  const [layout, setLayout] = React.useState<Layout>('footer');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Position of the group totals"
      >
        <ToggleButton value="inline">Group rows</ToggleButton>
        <ToggleButton value="footer">Group footers</ToggleButton>
        <ToggleButton value="total-only">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 520 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={initialState}
          getAggregationPosition={positions[layout]}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
