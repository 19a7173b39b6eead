import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridColumnOrderChangeParams,
  type GridColumnResizeParams,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  quarter: string;
  product: string;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West'] as const;
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const PRODUCTS = ['Laptops', 'Monitors', 'Docks'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Sale[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  region: pick(REGIONS, index),
  quarter: pick(QUARTERS, Math.floor(index / 6)),
  product: pick(PRODUCTS, index),
  revenue: 12_000 + ((index * 7_919) % 48_000),
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const baseColumns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'product', headerName: 'Product', width: 130 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function PersistColumnsWithPivoting() {
  const [pivotActive, setPivotActive] = React.useState(false);
  const [widths, setWidths] = React.useState<Record<string, number>>({});
  const [order, setOrder] = React.useState<string[]>(() => baseColumns.map((column) => column.field));

  // The regular columns, with the widths and order the reader chose before pivoting.
  const columns = React.useMemo(
    () =>
      order.flatMap((field) => {
        const column = baseColumns.find((candidate) => candidate.field === field);
        if (!column) return [];
        const width = widths[field];
        return [width === undefined ? column : { ...column, width }];
      }),
    [widths, order],
  );

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    // While pivoting, the grid shows generated columns: only remember the regular ones.
    if (pivotActive) return;
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  };

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    if (pivotActive) return;
    setOrder((previous) => {
      const fields = [...previous];
      fields.splice(params.oldIndex, 1);
      fields.splice(params.targetIndex, 0, params.column.field);
      return fields;
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot by quarter"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onColumnWidthChange={handleColumnWidthChange}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
