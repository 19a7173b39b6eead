import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
  message: string;
}

const rows: Ticket[] = [
  {
    id: 5101,
    subject: 'Cannot reset password',
    requester: 'Priya Sharma',
    priority: 'High',
    message: 'The reset link in the email says it has expired, even when I open it right away.',
  },
  {
    id: 5102,
    subject: 'Invoice shows wrong VAT number',
    requester: 'Hannah Müller',
    priority: 'Normal',
    message: 'Invoice INV-2433 lists our old VAT number. Please reissue it with DE 811 907 980.',
  },
  {
    id: 5103,
    subject: 'Add a second admin',
    requester: "Liam O'Brien",
    priority: 'Low',
    message: 'Our team lead is leaving; we need Emma Schmidt to be able to manage billing.',
  },
  {
    id: 5104,
    subject: 'Export to CSV is empty',
    requester: 'Chen Jing',
    priority: 'High',
    message: 'Exporting the March report downloads a file with headers only.',
  },
  {
    id: 5105,
    subject: 'Change delivery address',
    requester: 'Isabella Costa',
    priority: 'Normal',
    message: 'Please ship order SO-1053 to Rua Augusta 120, Lisbon, instead of our office.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function ControlledDetailPanels() {
  // The grid shows exactly the panels listed here, starting with the first ticket's.
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(() => new Set([5101]));

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Ticket>) => (
      <Box sx={{ px: 4, py: 2, height: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">{row.message}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 72, []);

  const openHighPriority = () => {
    setExpandedRowIds(new Set(rows.filter((row) => row.priority === 'High').map((row) => row.id)));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={openHighPriority}>
          Open high priority
        </Button>
        <Button size="small" onClick={() => setExpandedRowIds(new Set())}>
          Close all
        </Button>
        <Typography variant="body2" aria-live="polite">
          Open panels: {expandedRowIds.size === 0 ? 'none' : Array.from(expandedRowIds).join(', ')}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={setExpandedRowIds}
        />
      </Box>
    </Stack>
  );
}
