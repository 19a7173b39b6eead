import * as React from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
}

const initialRows: Track[] = [
  { id: 1, title: 'Morning Light', artist: 'The Lanterns', duration: '3:42' },
  { id: 2, title: 'Paper Boats', artist: 'Nora Vale', duration: '4:05' },
  { id: 3, title: 'Coastline', artist: 'Juniper Road', duration: '3:18' },
  { id: 4, title: 'Slow Orbit', artist: 'Kite Season', duration: '5:01' },
  { id: 5, title: 'Amber Streets', artist: 'Nora Vale', duration: '3:55' },
  { id: 6, title: 'Last Train Home', artist: 'The Lanterns', duration: '4:27' },
];

// The built-in handle column has an empty header; this names it for screen readers.
const reorderColumn: GridColDef = {
  ...GRID_REORDER_COL_DEF,
  renderHeader: () => <span style={visuallyHidden}>Reorder</span>,
};

const columns: GridColDef<Track>[] = [
  reorderColumn,
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'duration', headerName: 'Length', width: 90 },
];

// Returns a copy of the list with one item moved from `from` to `to`.
function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

export default function RowReorderingBasic() {
  const [rows, setRows] = React.useState<Track[]>(initialRows);
  const [lastMove, setLastMove] = React.useState('Drag a row by its handle to change the playlist order.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
    setLastMove(
      `Moved "${String(params.row.title)}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro rows={rows} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} hideFooter />
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastMove}
      </Typography>
    </Stack>
  );
}
