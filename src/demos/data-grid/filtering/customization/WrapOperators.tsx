import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const rows: Part[] = [
  { id: 1, sku: 'BRK-204-A', name: 'Brake pad set', stock: 48 },
  { id: 2, sku: 'FLT 118 C', name: 'Oil filter', stock: 230 },
  { id: 3, sku: 'BRK204B', name: 'Brake disc', stock: 16 },
  { id: 4, sku: 'SPK-330', name: 'Spark plug', stock: 512 },
  { id: 5, sku: 'WPR 045-L', name: 'Wiper blade, left', stock: 75 },
  { id: 6, sku: 'WPR-045-R', name: 'Wiper blade, right', stock: 71 },
  { id: 7, sku: 'BAT 600', name: 'Car battery 60 Ah', stock: 22 },
];

// Part numbers are typed with or without dashes and spaces: compare them without either.
function normalizeSku(text: unknown): string {
  return String(text ?? '')
    .replace(/[\s-]/g, '')
    .toLowerCase();
}

// Each built-in text operator, with the filter value and the cell value normalized first.
const skuOperators: GridFilterOperator<Part, string | number | null>[] = getGridStringOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (filterItem, column) => {
    const value: unknown = filterItem.value;
    const normalizedValue = Array.isArray(value) ? value.map(normalizeSku) : value && normalizeSku(value);
    const applyFilter = operator.getApplyFilterFn({ ...filterItem, value: normalizedValue }, column);
    if (!applyFilter) {
      return null;
    }
    return (cellValue, row, col, apiRef) => applyFilter(normalizeSku(cellValue), row, col, apiRef);
  },
}));

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 140, filterOperators: skuOperators },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function WrapOperators() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'sku', operator: 'contains', value: 'brk 204' }] } },
        }}
      />
    </Box>
  );
}
