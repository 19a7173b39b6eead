import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  due: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Fjord Design AS', issued: '2026-02-02', due: '2026-03-04', amount: 4200, status: 'Paid' },
  { id: 'INV-2042', client: 'Sunrise Bakery', issued: '2026-02-05', due: '2026-03-07', amount: 860, status: 'Open' },
  { id: 'INV-2043', client: 'Pampas Travel', issued: '2026-01-18', due: '2026-02-17', amount: 2390, status: 'Overdue' },
  { id: 'INV-2044', client: 'Kiwi Labs Ltd', issued: '2026-02-11', due: '2026-03-13', amount: 12750, status: 'Open' },
  { id: 'INV-2045', client: 'Atlas Freight', issued: '2026-02-14', due: '2026-03-16', amount: 5120, status: 'Paid' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  // hideable: false keeps the invoice number on screen.
  { field: 'id', headerName: 'Invoice', width: 110, hideable: false },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  { field: 'due', headerName: 'Due', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ControlledVisibility() {
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState<GridColumnVisibilityModel>({
    issued: false,
  });

  const hidden = columns.filter((column) => columnVisibilityModel[column.field] === false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
        <Typography variant="body2">Hidden columns:</Typography>
        {hidden.length === 0 ? <Typography variant="body2">none</Typography> : null}
        {hidden.map((column) => (
          <Chip
            key={column.field}
            size="small"
            label={`Show ${column.headerName ?? column.field}`}
            onClick={() => setColumnVisibilityModel((model) => ({ ...model, [column.field]: true }))}
          />
        ))}
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
        />
      </Box>
    </Box>
  );
}
