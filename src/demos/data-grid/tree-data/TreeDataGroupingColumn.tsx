import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  path: string[];
  sku: string;
  supplier: string;
  price: number | null;
  stock: number | null;
}

const rows: Product[] = [
  { id: 1, path: ['Kitchen'], sku: '', supplier: '', price: null, stock: null },
  { id: 2, path: ['Kitchen', 'Cast iron skillet'], sku: 'KT-1042', supplier: 'Lodgeworks', price: 39.9, stock: 84 },
  { id: 3, path: ['Kitchen', 'Chef knife 20 cm'], sku: 'KT-2210', supplier: 'Solingen Steel', price: 74.5, stock: 31 },
  { id: 4, path: ['Kitchen', 'Bamboo cutting board'], sku: 'KT-0871', supplier: 'Greenleaf', price: 18.0, stock: 142 },
  { id: 5, path: ['Garden'], sku: '', supplier: '', price: null, stock: null },
  { id: 6, path: ['Garden', 'Pruning shears'], sku: 'GD-3301', supplier: 'Fiskland', price: 24.95, stock: 57 },
  { id: 7, path: ['Garden', 'Watering can 9 L'], sku: 'GD-1120', supplier: 'Haws & Co', price: 32.0, stock: 12 },
  { id: 8, path: ['Office'], sku: '', supplier: '', price: null, stock: null },
  { id: 9, path: ['Office', 'Desk lamp'], sku: 'OF-5080', supplier: 'Lumen Works', price: 59.0, stock: 46 },
  { id: 10, path: ['Office', 'Notebook A5'], sku: 'OF-0042', supplier: 'Paperline', price: 6.5, stock: 410 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

// Overrides merged into the column the grid creates for the tree.
const groupingColDef: GridGroupingColDefOverride<Product> = {
  headerName: 'Department / product',
  width: 260,
  hideDescendantCount: true,
  // The tree column cannot be sorted by default.
  sortable: true,
};

// The tree column has a fixed field name: use it to pin and sort it.
const initialState: GridInitialState = {
  pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
  sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
};

const getTreeDataPath = (row: Product) => row.path;

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
