import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { createFakeServer, createOrders, type Order } from './fakeServer';

const server = createFakeServer(createOrders(500));
const dataSource: GridDataSource = { getRows: server.getRows };

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 100 },
];

/** A cache that keeps every answer until cleared and reports each lookup. */
class ReportingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  constructor(private report: (event: string) => void) {}

  private key(params: GridGetRowsParams): string {
    return JSON.stringify([params.start, params.end, params.sortModel, params.filterModel]);
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
  }

  get(params: GridGetRowsParams) {
    const value = this.entries.get(this.key(params));
    this.report(`${value ? 'Hit' : 'Miss'}: rows ${Number(params.start) + 1} to ${params.end + 1}`);
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

export default function CustomCache() {
  const [events, setEvents] = React.useState<string[]>([]);
  const cache = React.useMemo(
    () => new ReportingCache((event) => setEvents((previous) => [event, ...previous].slice(0, 4))),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        Last cache lookups
      </Typography>
      <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 3, minHeight: 96, typography: 'body2' }}>
        {events.map((event, index) => (
          <li key={`${index}-${event}`}>{event}</li>
        ))}
      </Box>
    </Stack>
  );
}
