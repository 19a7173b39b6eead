import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface LogLine {
  id: number;
  service: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

interface SearchResponse {
  rows: LogLine[];
  hasNextPage: boolean;
}

const SERVICES = ['checkout', 'auth', 'search', 'billing', 'mailer'] as const;
const MESSAGES = [
  'Request completed in 184 ms',
  'Retrying payment provider call',
  'Cache miss for product catalogue',
  'Token refresh failed for session',
  'Queued 12 emails for delivery',
  'Slow query on orders table',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database": 133 log lines. The server can page through them, but counting
// them exactly would be too slow, so it only offers an estimate of 150.
const ALL_LINES: LogLine[] = Array.from({ length: 133 }, (_, index) => ({
  id: 500001 + index,
  service: pick(SERVICES, index * 2),
  level: index % 9 === 0 ? 'ERROR' : index % 4 === 0 ? 'WARN' : 'INFO',
  message: pick(MESSAGES, index * 5),
}));
const ESTIMATED_TOTAL = 150;

// Stands in for GET /api/logs?page=3&pageSize=25, which answers without a total.
function searchLogs({ page, pageSize }: GridPaginationModel): Promise<SearchResponse> {
  const start = page * pageSize;
  const result = {
    rows: ALL_LINES.slice(start, start + pageSize),
    hasNextPage: start + pageSize < ALL_LINES.length,
  };
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 500);
  });
}

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: 'Line', width: 100 },
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function EstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<LogLine[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    searchLogs(paginationModel).then((response) => {
      if (ignore) {
        return;
      }
      setRows(response.rows);
      setHasNextPage(response.hasNextPage);
      // The last page reveals the exact total, which replaces the estimate.
      if (!response.hasNextPage) {
        setRowCount(paginationModel.page * paginationModel.pageSize + response.rows.length);
      }
      setLoading(false);
    });
    return () => {
      ignore = true;
    };
  }, [paginationModel]);

  // A stable object, so the grid does not see a new meta on every render.
  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // A new page size moves the last page: forget the total until it is reached again.
    if (model.pageSize !== paginationModel.pageSize) {
      setRowCount(-1);
    }
    setPaginationModel(model);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={rowCount}
        estimatedRowCount={ESTIMATED_TOTAL}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
