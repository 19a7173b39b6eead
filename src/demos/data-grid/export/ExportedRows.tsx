import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  total: number;
}

const CUSTOMERS = ['Northwind Traders', 'Globex Ltd', 'Initech', 'Umbrella Health', 'Stark Logistics'] as const;
const PRODUCTS = ['Standing desk', 'Office chair', 'Monitor arm', 'Desk lamp', 'Keyboard'] as const;
const PRICES = [540, 310, 95, 48, 120] as const;

// 14 orders built from the row index, so the data is the same on every render.
const rows: Order[] = Array.from({ length: 14 }, (_, index) => {
  const productIndex = (index * 2 + 1) % PRODUCTS.length;
  const quantity = 1 + ((index * 7) % 9);
  return {
    id: 5001 + index,
    customer: CUSTOMERS[(index * 3) % CUSTOMERS.length] ?? 'Initech',
    product: PRODUCTS[productIndex] ?? 'Keyboard',
    quantity,
    total: quantity * (PRICES[productIndex] ?? 100),
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

type Scope = 'default' | 'page' | 'filtered' | 'everything';

const OPTIONS: Record<Scope, GridCsvExportOptions> = {
  // Filtered and sorted rows, or only the selected ones when a row is selected.
  default: {},
  page: { getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef) },
  // Ignores the selection.
  filtered: { getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef) },
  // Ignores the filters too.
  everything: { getRowsToExport: ({ apiRef }) => gridSortedRowIdsSelector(apiRef) },
};

export default function ExportedRows() {
  const apiRef = useGridApiRef();
  const [scope, setScope] = React.useState<Scope>('default');
  const [csv, setCsv] = React.useState('');

  const updatePreview = React.useCallback(() => {
    // getDataAsCsv returns what "Download as CSV" would save.
    setCsv(apiRef.current?.getDataAsCsv({ ...OPTIONS[scope], includeHeaders: false }) ?? '');
  }, [apiRef, scope]);

  React.useEffect(updatePreview, [updatePreview]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_event, value: Scope | null) => value && setScope(value)}
        aria-label="Rows to export"
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="page">Current page</ToggleButton>
        <ToggleButton value="filtered">Filtered</ToggleButton>
        <ToggleButton value="everything">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          pageSizeOptions={[5, 10]}
          initialState={{
            pagination: { paginationModel: { pageSize: 5 } },
            filter: { filterModel: { items: [{ field: 'quantity', operator: '>', value: 2 }] } },
          }}
          // The state changes while the grid renders: update the preview right after.
          onStateChange={() => queueMicrotask(updatePreview)}
        />
      </Box>
      <Typography variant="subtitle2" component="p">
        Exported rows (CSV without the header line)
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="Exported rows"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflow: 'auto', height: 150, fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Stack>
  );
}
