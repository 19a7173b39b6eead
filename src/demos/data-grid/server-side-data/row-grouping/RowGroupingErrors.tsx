import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridGetRowsError, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createFakeServer, createOrders, type Order } from '../fakeServer';

const server = createFakeServer(createOrders(400));

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function RowGroupingErrors() {
  const [outage, setOutage] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              setOutage(event.target.checked);
              server.setFailing(event.target.checked);
              if (!event.target.checked) setError(null);
            }}
          />
        }
        label="Simulate a server outage, then expand a category"
      />
      <Alert severity={error ? 'error' : 'info'} role="status">
        {error ?? 'Expanding a category fetches its orders from the server.'}
      </Alert>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['category'] } }}
          onDataSourceError={(failure) => {
            if (failure instanceof GridGetRowsError) {
              const group = failure.params.groupKeys?.at(-1);
              setError(
                `${group ? `The ${group} orders` : 'The categories'} could not be loaded. Turn the outage off and expand again.`,
              );
            }
          }}
        />
      </Box>
    </Stack>
  );
}
