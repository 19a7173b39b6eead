import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: string;
  name: string;
  category: string;
  supplier: string;
  quantity: number;
  reorderLevel: number;
  unitPrice: number;
  lastRestocked: Date;
}

type Status = 'In stock' | 'Reorder' | 'Out of stock';

// SKU, name, category, supplier, quantity, reorder level, unit price, last restocked.
const PRODUCTS: [string, string, string, string, number, number, number, string][] = [
  ['PK-1001', 'Corrugated box 40 × 30 × 30 cm', 'Packaging', 'Uline', 1240, 400, 1.85, '2025-05-28'],
  ['PK-1002', 'Stretch wrap 500 mm × 300 m', 'Packaging', 'Uline', 36, 40, 24.9, '2025-04-14'],
  ['PK-1003', 'Bubble wrap roll 1.2 m', 'Packaging', 'Sealed Air', 58, 20, 38.5, '2025-05-02'],
  ['PK-1004', 'Packing tape 48 mm, case of 36', 'Packaging', '3M', 0, 15, 64, '2025-03-19'],
  ['SF-2001', 'Nitrile gloves, box of 100', 'Safety equipment', 'Ansell', 312, 120, 11.4, '2025-05-21'],
  ['SF-2002', 'High-visibility vest, size L', 'Safety equipment', 'Portwest', 44, 50, 6.75, '2025-02-27'],
  ['SF-2003', 'Safety glasses, clear lens', 'Safety equipment', 'Honeywell', 190, 60, 4.2, '2025-05-09'],
  ['SF-2004', 'Ear defenders SNR 30 dB', 'Safety equipment', '3M', 12, 25, 18.9, '2025-01-30'],
  ['TL-3001', 'Cordless drill 18 V', 'Power tools', 'Makita', 26, 10, 149, '2025-05-12'],
  ['TL-3002', 'Impact driver 18 V', 'Power tools', 'DeWalt', 7, 8, 169, '2025-03-03'],
  ['TL-3003', 'Angle grinder 125 mm', 'Power tools', 'Bosch', 15, 6, 89.5, '2025-04-22'],
  ['TL-3004', 'Jigsaw 650 W', 'Power tools', 'Bosch', 0, 4, 119, '2025-02-11'],
  ['FS-4001', 'Wood screws 4 × 40 mm, box of 200', 'Fasteners', 'Würth', 420, 150, 8.6, '2025-05-30'],
  ['FS-4002', 'Hex bolts M10 × 60, box of 50', 'Fasteners', 'Würth', 88, 100, 15.3, '2025-04-08'],
  ['FS-4003', 'Wall plugs 8 mm, box of 100', 'Fasteners', 'Fischer', 260, 80, 5.4, '2025-05-16'],
  ['FS-4004', 'Cable ties 300 mm, pack of 100', 'Fasteners', 'HellermannTyton', 73, 60, 6.1, '2025-03-27'],
];

const initialRows: Product[] = PRODUCTS.map(
  ([id, name, category, supplier, quantity, reorderLevel, unitPrice, restocked]) => ({
    id,
    name,
    category,
    supplier,
    quantity,
    reorderLevel,
    unitPrice,
    lastRestocked: dayjs(restocked).toDate(),
  }),
);

const statusOf = (row: Product): Status =>
  row.quantity === 0 ? 'Out of stock' : row.quantity <= row.reorderLevel ? 'Reorder' : 'In stock';
const statusColor = { 'In stock': 'success', Reorder: 'warning', 'Out of stock': 'error' } as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 210,
    renderCell: ({ value, rowNode }) => (rowNode.type === 'pinnedRow' ? <strong>Total</strong> : value),
  },
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'category', headerName: 'Category', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In stock', 'Reorder', 'Out of stock'],
    width: 130,
    valueGetter: (_value, row) => (row.id ? statusOf(row) : undefined),
    renderCell: ({ value, rowNode }) =>
      rowNode.type === 'leaf' && value ? (
        <Chip size="small" variant="outlined" label={value} color={statusColor[value as Status]} />
      ) : null,
  },
  {
    field: 'quantity',
    headerName: 'In stock',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({
      ...props,
      error: typeof props.value !== 'number' || props.value < 0 || !Number.isInteger(props.value),
    }),
    renderCell: ({ row, value, formattedValue, rowNode }) => {
      if (rowNode.type !== 'leaf') return <strong>{formattedValue}</strong>;
      const level = Math.min(100, ((value as number) / (row.reorderLevel * 3)) * 100);
      return (
        <Stack sx={{ justifyContent: 'center', height: 1, gap: 0.5 }}>
          <Box sx={{ lineHeight: 1 }}>{formattedValue}</Box>
          <LinearProgress
            variant="determinate"
            value={level}
            color={statusColor[statusOf(row)]}
            aria-label={`${row.name} stock level`}
          />
        </Stack>
      );
    },
  },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 105,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 125,
    valueGetter: (_value, row) => (row.id ? row.quantity * row.unitPrice : undefined),
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
    renderCell: ({ formattedValue, rowNode }) =>
      rowNode.type === 'leaf' ? formattedValue : <strong>{formattedValue}</strong>,
  },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  {
    field: 'lastRestocked',
    headerName: 'Last restocked',
    type: 'date',
    width: 130,
    valueFormatter: (value?: Date) => (value ? dayjs(value).format('MMM D, YYYY') : ''),
  },
];

export default function Inventory() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category'] },
      aggregation: { model: { quantity: 'sum', stockValue: 'sum' } },
    },
  });

  const processRowUpdate = (updated: Product) => {
    setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  const countOf = (status: Status) => String(rows.filter((row) => statusOf(row) === status).length);
  const summary = [
    { label: 'Inventory value', value: usd.format(rows.reduce((sum, row) => sum + row.quantity * row.unitPrice, 0)) },
    { label: 'Products', value: String(rows.length) },
    { label: 'To reorder', value: countOf('Reorder'), color: 'warning.main' },
    { label: 'Out of stock', value: countOf('Out of stock'), color: 'error.main' },
  ];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {summary.map(({ label, value, color = 'text.primary' }) => (
          <Paper key={label} variant="outlined" sx={{ flex: '1 1 160px', px: 2, py: 1.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography variant="h6" component="p" sx={{ color }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Box
        sx={(theme) => ({
          height: 620,
          width: '100%',
          '& .MuiDataGrid-editInputCell.Mui-error': {
            color: 'error.main',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.12),
          },
        })}
      >
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          groupingColDef={{ headerName: 'Category', width: 180 }}
          defaultGroupingExpansionDepth={-1}
          processRowUpdate={processRowUpdate}
          rowHeight={40}
          columnHeaderHeight={48}
          hideFooter
          showToolbar
          // Edits are undone with Ctrl+Z (⌘+Z); the toolbar's own undo and redo buttons have no
          // accessible name in this version of the grid.
          slotProps={{ toolbar: { showHistoryControls: false } }}
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
