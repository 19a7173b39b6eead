import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: Date;
}

const rows: Invoice[] = [
  { id: 'INV-2025-101', client: 'Fjord Analytics', amount: 4200, dueDate: new Date(2025, 3, 15) },
  { id: 'INV-2025-102', client: 'Atlas Logistics', amount: 12850.5, dueDate: new Date(2025, 3, 30) },
  { id: 'INV-2025-103', client: 'Pinecrest Dental', amount: 980, dueDate: new Date(2025, 4, 2) },
  { id: 'INV-2025-104', client: 'Orbit Media', amount: 6375.25, dueDate: new Date(2025, 4, 9) },
  { id: 'INV-2025-105', client: 'Juniper Legal', amount: 2150, dueDate: new Date(2025, 4, 20) },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150, editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
    // "$1,250.00" -> 1250. Returning undefined skips a value that is not a number.
    pastedValueParser: (value) => {
      const amount = Number(value.replace(/[^0-9.-]/g, ''));
      return value.trim() === '' || Number.isNaN(amount) ? undefined : amount;
    },
  },
  {
    field: 'dueDate',
    headerName: 'Due date',
    type: 'date',
    width: 130,
    editable: true,
    // "2025-06-30" -> a local date. Anything else is skipped.
    pastedValueParser: (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
      return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
    },
  },
];

// Accept text separated by tabs (spreadsheets) or by semicolons (CSV exports).
function splitPastedText(text: string, delimiter: string): string[][] {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  const separator = text.includes(delimiter) ? delimiter : ';';
  return lines.map((line) => line.split(separator).map((cell) => cell.trim()));
}

const sample = ['Harbor Studio; $3,400.00; 2025-06-30', 'Nimbus Cloud; $18,925.75; 2025-07-15'].join('\n');

export default function PasteParsing() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label="Semicolon-separated rows to copy"
        value={sample}
        multiline
        rows={2}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          splitClipboardPastedText={splitPastedText}
        />
      </Box>
    </Stack>
  );
}
