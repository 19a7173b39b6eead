import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRenderContext } from '@mui/x-data-grid-pro';

interface StoreProduct {
  id: number;
  product: string;
  store: string;
}

const ROW_COUNT = 100_000;
const MONTH_COUNT = 47;
const PRODUCTS = [
  'Oat milk 1 L',
  'Sourdough loaf',
  'Free-range eggs 12',
  'Greek yoghurt',
  'Basmati rice 2 kg',
  'Olive oil 750 ml',
  'Dark chocolate',
  'Ground coffee 500 g',
] as const;
const STORES = [
  'Leeds',
  'Bristol',
  'Cardiff',
  'Glasgow',
  'Belfast',
  'Norwich',
  'Exeter',
  'York',
  'Bath',
  'Derby',
  'Oxford',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// Units sold for one row and one month, computed from the two indexes: no stored value,
// no randomness, the same number on every render.
function unitsSold(rowId: number, month: number): number {
  return ((rowId * 7919 + month * 104729 + rowId * month * 31) % 4000) / 10 + 20;
}

const MONTH_LABELS = Array.from({ length: MONTH_COUNT }, (_, month) =>
  new Date(Date.UTC(2022, month, 1)).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

// 50 columns: the ID, two text columns and 47 months computed on demand by valueGetter.
const columns: GridColDef<StoreProduct>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 90 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'store', headerName: 'Store', width: 110 },
  ...MONTH_LABELS.map((label, month): GridColDef<StoreProduct> => ({
    field: `m${month}`,
    headerName: label,
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => unitsSold(row.id, month),
  })),
];

export default function RowColumnVirtualization() {
  const apiRef = useGridApiRef();
  const [renderContext, setRenderContext] = React.useState<GridRenderContext | null>(null);

  // 100,000 small objects, built once from their index.
  const rows = React.useMemo(
    () =>
      Array.from({ length: ROW_COUNT }, (_, index): StoreProduct => ({
        id: index + 1,
        product: pick(PRODUCTS, index),
        store: pick(STORES, Math.floor(index / PRODUCTS.length)),
      })),
    [],
  );

  // The grid reports which rows and columns it renders each time that range changes.
  React.useEffect(() => apiRef.current?.subscribeEvent('renderedRowsIntervalChange', setRenderContext), [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {renderContext
          ? `Rendering rows ${renderContext.firstRowIndex + 1}–${renderContext.lastRowIndex} and columns ${
              renderContext.firstColumnIndex + 1
            }–${renderContext.lastColumnIndex} of ${ROW_COUNT.toLocaleString('en-US')} rows × ${columns.length} columns.`
          : 'Loading…'}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
