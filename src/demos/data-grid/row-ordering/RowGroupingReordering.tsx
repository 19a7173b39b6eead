import * as React from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  title: string;
  status: 'To do' | 'In progress' | 'Done';
  assignee: string;
}

const rows: Ticket[] = [
  { id: 1, title: 'Fix login redirect', status: 'To do', assignee: 'Ana Souza' },
  { id: 2, title: 'Dark mode for settings', status: 'To do', assignee: 'Ben Carter' },
  { id: 3, title: 'Upgrade to React 19', status: 'In progress', assignee: 'Chen Wei' },
  { id: 4, title: 'Invoice PDF export', status: 'In progress', assignee: 'Ana Souza' },
  { id: 5, title: 'Onboarding checklist', status: 'Done', assignee: 'Dina Levi' },
  { id: 6, title: 'Rate-limit the public API', status: 'Done', assignee: 'Ben Carter' },
];

// The built-in handle column has an empty header; this names it for screen readers.
const reorderColumn: GridColDef = {
  ...GRID_REORDER_COL_DEF,
  renderHeader: () => <span style={visuallyHidden}>Reorder</span>,
};

const columns: GridColDef<Ticket>[] = [
  reorderColumn,
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 190 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
];

export default function RowGroupingReordering() {
  const [lastChange, setLastChange] = React.useState('Drag a ticket into another status group.');

  // Called when a ticket lands in another group, with its grouping field already updated.
  // Save the change here (a request to your server, for example) and return the row to keep.
  const processRowUpdate = (newRow: Ticket, oldRow: Ticket) => {
    if (newRow.status !== oldRow.status) {
      setLastChange(`"${newRow.title}" moved from ${oldRow.status} to ${newRow.status}.`);
    }
    return newRow;
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          initialState={{
            rowGrouping: { model: ['status'] },
            columns: { columnVisibilityModel: { status: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastChange}
      </Typography>
    </Stack>
  );
}
