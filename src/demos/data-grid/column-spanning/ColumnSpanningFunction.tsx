import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface LineItem {
  kind: 'item';
  id: string;
  description: string;
  quantity: number;
  unitPrice: number;
}

interface SummaryLine {
  kind: 'summary';
  id: string;
  label: string;
  amount: number;
}

type InvoiceRow = LineItem | SummaryLine;

const items: LineItem[] = [
  { kind: 'item', id: 'i1', description: 'Ergonomic office chair', quantity: 4, unitPrice: 289 },
  { kind: 'item', id: 'i2', description: 'Standing desk, 160 × 80 cm', quantity: 2, unitPrice: 549 },
  { kind: 'item', id: 'i3', description: 'Monitor arm, dual', quantity: 3, unitPrice: 119.5 },
  { kind: 'item', id: 'i4', description: 'Desk lamp, LED', quantity: 6, unitPrice: 42.9 },
];

const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
const tax = Math.round(subtotal * 0.2 * 100) / 100;

const rows: InvoiceRow[] = [
  ...items,
  { kind: 'summary', id: 'subtotal', label: 'Subtotal', amount: subtotal },
  { kind: 'summary', id: 'tax', label: 'VAT (20%)', amount: tax },
  { kind: 'summary', id: 'total', label: 'Total', amount: subtotal + tax },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// On summary rows, the label cell covers the description, quantity and unit price columns.
const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.description : row.label),
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: (params) => (params.row.kind === 'summary' ? 'summary-label' : ''),
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity : null),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.unitPrice : null),
    valueFormatter: (value: number | null) => (value === null ? '' : eur.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    sortable: false,
    valueGetter: (_value, row) => (row.kind === 'item' ? row.quantity * row.unitPrice : row.amount),
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function ColumnSpanningFunction() {
  return (
    <Box
      sx={{
        height: 430,
        width: '100%',
        [`& .${gridClasses.cell}.summary-label`]: { justifyContent: 'flex-end', fontWeight: 600, textAlign: 'right' },
      }}
    >
      <DataGrid rows={rows} columns={columns} disableColumnFilter hideFooter />
    </Box>
  );
}
