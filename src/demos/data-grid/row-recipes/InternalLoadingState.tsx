import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface StockLevel {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  units: number;
}

const initialRows: StockLevel[] = [
  { id: 1, sku: 'KB-104', product: 'Mechanical keyboard', warehouse: 'Rotterdam', units: 184 },
  { id: 2, sku: 'MS-220', product: 'Wireless mouse', warehouse: 'Rotterdam', units: 402 },
  { id: 3, sku: 'MN-270', product: '27" 4K monitor', warehouse: 'Leipzig', units: 57 },
  { id: 4, sku: 'DK-310', product: 'USB-C docking station', warehouse: 'Leipzig', units: 96 },
  { id: 5, sku: 'HS-050', product: 'Noise-cancelling headset', warehouse: 'Milan', units: 133 },
];

interface StockResponse {
  rows: StockLevel[];
  checkedAt: string;
}

// Stands in for GET /api/stock: units go down a little at each refresh.
function fetchStock(refresh: number): Promise<StockResponse> {
  const rows = initialRows.map((row) => ({ ...row, units: Math.max(0, row.units - refresh * (row.id + 2)) }));
  const checkedAt = `09:${String(30 + refresh * 5).padStart(2, '0')}`;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, checkedAt }), 1200);
  });
}

function StockToolbar() {
  const apiRef = useGridApiContext();
  // The grid's own loading state, the one the `loading` prop and setLoading() set.
  const loading = useGridSelector(apiRef, gridRowsLoadingSelector) ?? false;
  const [checkedAt, setCheckedAt] = React.useState('09:30');
  const refreshCount = React.useRef(0);

  const handleRefresh = async () => {
    refreshCount.current += 1;
    apiRef.current.setLoading(true);
    const response = await fetchStock(refreshCount.current);
    apiRef.current.setRows(response.rows);
    setCheckedAt(response.checkedAt);
    apiRef.current.setLoading(false);
  };

  return (
    <Toolbar>
      <Typography variant="body2" aria-live="polite" sx={{ flex: 1, px: 1 }}>
        {loading ? 'Checking stock levels…' : `Stock levels checked at ${checkedAt}`}
      </Typography>
      <ToolbarButton aria-label="Refresh stock levels" disabled={loading} onClick={handleRefresh}>
        <RefreshIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

const columns: GridColDef<StockLevel>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

export default function InternalLoadingState() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} slots={{ toolbar: StockToolbar }} showToolbar />
    </Box>
  );
}
