import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPro, gridClasses, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Product {
  id: string;
  sku: string;
  name: string;
  unitsSold: number;
  revenue: number;
}

const NAMES = [
  'Linen shirt',
  'Canvas tote',
  'Wool beanie',
  'Leather belt',
  'Denim jacket',
  'Silk scarf',
  'Cotton socks',
  'Rain boots',
] as const;

const rows: Product[] = Array.from({ length: 24 }, (_, index) => {
  const unitsSold = 40 + ((index * 53) % 300);
  const price = 12 + ((index * 17) % 90);
  return {
    id: `P-${String(index + 101)}`,
    sku: `P-${String(index + 101)}`,
    name: `${NAMES[index % NAMES.length] ?? NAMES[0]}${index >= NAMES.length ? ` (${Math.floor(index / NAMES.length) + 1})` : ''}`,
    unitsSold,
    revenue: unitsSold * price,
  };
});

const pinnedRows: GridPinnedRowsProp<Product> = {
  top: [{ id: 'target', sku: '', name: 'Monthly target per product', unitsSold: 150, revenue: 6000 }],
  bottom: [
    {
      id: 'total',
      sku: '',
      name: 'All products',
      unitsSold: rows.reduce((sum, row) => sum + row.unitsSold, 0),
      revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    },
  ],
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

type Separator = 'border' | 'border-and-shadow';

export default function PinnedRowsAppearance() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">pinnedRowsSectionSeparator</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={separator}
          onChange={(_event, value: Separator | null) => {
            if (value !== null) {
              setSeparator(value);
            }
          }}
          aria-label="pinnedRowsSectionSeparator"
        >
          <ToggleButton value="border" sx={{ textTransform: 'none' }}>
            border
          </ToggleButton>
          <ToggleButton value="border-and-shadow" sx={{ textTransform: 'none' }}>
            border-and-shadow
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
          sx={(theme) => ({
            // Every row inside the pinned sections gets a tint of the primary colour and bold text.
            [`& .${gridClasses.pinnedRows} .${gridClasses.row}`]: {
              backgroundColor: alpha(theme.palette.primary.main, 0.08),
              fontWeight: theme.typography.fontWeightBold,
            },
          })}
        />
      </Box>
    </Stack>
  );
}
