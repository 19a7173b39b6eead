import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';

interface AuditEvent {
  id: string;
  actor: string;
  action: string;
  at: string;
}

interface CursorPage {
  rows: AuditEvent[];
  // The cursor of the next page, or null on the last page.
  nextCursor: string | null;
}

const ACTORS = ['maria.lopez', 'j.okafor', 'k.tanaka', 'admin', 'e.novak', 'deploy-bot'] as const;
const ACTIONS = [
  'Signed in',
  'Changed a role',
  'Exported a report',
  'Rotated an API key',
  'Deleted a project',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 57 audit events, newest first.
const ALL_EVENTS: AuditEvent[] = Array.from({ length: 57 }, (_, index) => ({
  id: `evt_${String(9000 - index * 13)}`,
  actor: pick(ACTORS, index * 5),
  action: pick(ACTIONS, index * 3),
  at: `2025-06-${String(30 - Math.floor(index / 2)).padStart(2, '0')} ${String(8 + (index % 10)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
}));

// Stands in for GET /api/audit?after=<cursor>&limit=<pageSize>: the server only knows
// "the rows after this one", never page numbers or the total.
function fetchEvents(cursor: string | null, pageSize: number): Promise<CursorPage> {
  const start = cursor === null ? 0 : ALL_EVENTS.findIndex((event) => event.id === cursor) + 1;
  const rows = ALL_EVENTS.slice(start, start + pageSize);
  const last = rows[rows.length - 1];
  const nextCursor = start + pageSize < ALL_EVENTS.length && last ? last.id : null;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, nextCursor }), 500);
  });
}

const columns: GridColDef<AuditEvent>[] = [
  { field: 'id', headerName: 'Event', width: 110 },
  { field: 'actor', headerName: 'User', width: 130 },
  { field: 'action', headerName: 'Action', flex: 1, minWidth: 170 },
  { field: 'at', headerName: 'Time (UTC)', width: 150 },
];

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<AuditEvent[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  // -1 means "unknown": the footer reads "1–10 of more than 10".
  const [rowCount, setRowCount] = React.useState(-1);
  // The cursor that fetches each page the reader has reached; page 0 starts from the top.
  const cursorsRef = React.useRef<Record<number, string | null>>({ 0: null });

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // Cursors depend on the page size: start over when it changes.
    if (model.pageSize !== paginationModel.pageSize) {
      cursorsRef.current = { 0: null };
      setRowCount(-1);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    // The next button is only enabled while hasNextPage is true, so the cursor is known.
    if (cursorsRef.current[model.page] !== undefined) {
      setPaginationModel(model);
    }
  };

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    const { page, pageSize } = paginationModel;
    fetchEvents(cursorsRef.current[page] ?? null, pageSize).then((response) => {
      if (ignore) {
        return;
      }
      cursorsRef.current[page + 1] = response.nextCursor;
      setRows(response.rows);
      setPaginationMeta({ hasNextPage: response.nextCursor !== null });
      // On the last page, the total is finally known.
      if (response.nextCursor === null) {
        setRowCount(page * pageSize + response.rows.length);
      }
      setLoading(false);
    });
    return () => {
      ignore = true;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={rowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 20]}
      />
    </Box>
  );
}
