import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createFakeServer, createOrders, type Order } from '../fakeServer';

const server = createFakeServer(createOrders(400));

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Order>[] = [
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

const GROUPINGS = {
  status: ['status'],
  'status-country': ['status', 'country'],
  customer: ['customer'],
} as const;
type Grouping = keyof typeof GROUPINGS;

export default function RowGroupingModelChange() {
  const [grouping, setGrouping] = React.useState<Grouping>('status');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Group orders by"
        value={grouping}
        onChange={(_, next: Grouping | null) => next && setGrouping(next)}
      >
        <ToggleButton value="status">Status</ToggleButton>
        <ToggleButton value="status-country">Status, then country</ToggleButton>
        <ToggleButton value="customer">Customer</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={[...GROUPINGS[grouping]]}
          // The model lives in state here, so a change from the column menu must go through it too.
          onRowGroupingModelChange={(model) => {
            const match = (Object.keys(GROUPINGS) as Grouping[]).find((key) => GROUPINGS[key].join() === model.join());
            if (match) setGrouping(match);
          }}
        />
      </Box>
    </Stack>
  );
}
