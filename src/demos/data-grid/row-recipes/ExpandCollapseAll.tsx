import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  client: string;
  dueOn: string;
  amount: number;
  note: string;
}

const rows: Invoice[] = [
  {
    id: 'INV-2401',
    client: 'Northwind Traders',
    dueOn: 'Jun 2, 2025',
    amount: 1240,
    note: 'Paid by bank transfer on May 28.',
  },
  {
    id: 'INV-2402',
    client: 'Globex Ltd',
    dueOn: 'Jun 5, 2025',
    amount: 860.5,
    note: 'Reminder sent on June 6; client asked for a copy.',
  },
  {
    id: 'INV-2403',
    client: 'Initech',
    dueOn: 'Jun 9, 2025',
    amount: 2315,
    note: 'Split into two payments, the second due in July.',
  },
  {
    id: 'INV-2404',
    client: 'Umbrella Health',
    dueOn: 'Jun 12, 2025',
    amount: 498.75,
    note: 'Purchase order number PO-55812 added at the client’s request.',
  },
  {
    id: 'INV-2405',
    client: 'Wayne Foods',
    dueOn: 'Jun 16, 2025',
    amount: 3120,
    note: 'Disputed line 3: credit note CN-118 issued.',
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function ExpandCollapseAllHeader() {
  const apiRef = useGridApiContext();
  const expandedRowIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const someExpanded = expandedRowIds.size > 0;

  const handleClick = () => {
    if (someExpanded) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Open every row that has a panel.
    const idsWithPanel = apiRef.current.getAllRowIds().filter((id) => React.isValidElement(contentCache[id]));
    apiRef.current.setExpandedDetailPanels(new Set(idsWithPanel));
  };

  return (
    <IconButton size="small" aria-label={someExpanded ? 'Collapse all' : 'Expand all'} onClick={handleClick}>
      {someExpanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<Invoice>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandCollapseAllHeader /> },
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'dueOn', headerName: 'Due', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ExpandCollapseAll() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Invoice>) => (
      <Box sx={{ px: 4, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">{row.note}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 48, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
