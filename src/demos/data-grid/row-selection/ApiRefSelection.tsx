import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  client: string;
  status: 'Paid' | 'Overdue' | 'Draft';
  amount: number;
}

const rows: Invoice[] = [
  { id: 'INV-2401', client: 'Northwind Traders', status: 'Paid', amount: 1250 },
  { id: 'INV-2402', client: 'Globex Ltd', status: 'Overdue', amount: 830.5 },
  { id: 'INV-2403', client: 'Initech', status: 'Draft', amount: 410 },
  { id: 'INV-2404', client: 'Umbrella Health', status: 'Overdue', amount: 2975 },
  { id: 'INV-2405', client: 'Stark Logistics', status: 'Paid', amount: 640.25 },
  { id: 'INV-2406', client: 'Wayne Foods', status: 'Overdue', amount: 158 },
  { id: 'INV-2407', client: 'Acme Tools', status: 'Draft', amount: 1999 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ApiRefSelection() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected');

  // The grid passes the new model; the manager answers for 'include' and 'exclude' models.
  const describeSelection = (model: GridRowSelectionModel) => {
    const selection = createRowSelectionManager(model);
    const selected = rows.filter((row) => selection.has(row.id));
    const total = selected.reduce((sum, row) => sum + row.amount, 0);
    setSummary(
      selected.length === 0 ? 'Nothing selected' : `${selected.length} selected, ${usd.format(total)} in total`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            // Replace the selection (third argument) with every overdue invoice.
            apiRef.current?.selectRows(
              rows.filter((row) => row.status === 'Overdue').map((row) => row.id),
              true,
              true,
            )
          }
        >
          Select overdue
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 'INV-2401', endId: 'INV-2403' }, true)}
        >
          Add first three
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow('INV-2404', false)}>
          Unselect INV-2404
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {summary}
      </Typography>
      <Box sx={{ height: 480 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={describeSelection}
        />
      </Box>
    </Stack>
  );
}
