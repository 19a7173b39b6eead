import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createFakeServer, createOrders, type Order } from '../fakeServer';

const server = createFakeServer(createOrders(400), { latency: 300 });

const dataSource: GridDataSource = {
  getRows: server.getRows,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount,
};

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function RowGroupingExpansion() {
  const apiRef = useGridApiRef();

  const reload = (keepChildrenExpanded: boolean) => {
    void apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true, keepChildrenExpanded });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => reload(true)}>
          Reload, keep expanded groups
        </Button>
        <Button size="small" variant="outlined" onClick={() => reload(false)}>
          Reload and collapse
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['country', 'status'] } }}
          // Japan opens on load, and so do its status groups: the grid fetches them itself.
          isGroupExpandedByDefault={(node) => node.groupingKey === 'Japan' || node.parent === 'Japan'}
        />
      </Box>
    </Stack>
  );
}
