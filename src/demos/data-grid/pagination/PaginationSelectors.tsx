import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginationRowCountSelector,
  gridPaginationRowRangeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  price: number;
}

const NAMES = [
  'Desk lamp',
  'Office chair',
  'Standing desk',
  'Monitor arm',
  'Cable tray',
  'Footrest',
  'Whiteboard',
] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// 53 products built from the row index.
const rows: Product[] = Array.from({ length: 53 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${String(3100 + index * 4)}`,
  name: `${pick(NAMES, index)} ${pick(['S', 'M', 'L'] as const, index * 2)}`,
  stock: (index * 29) % 140,
  price: 19 + ((index * 83) % 600),
}));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// A toolbar that describes the current page, read from the grid's state with selectors.
function PageSummaryToolbar() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ mr: 'auto', px: 1 }}>
        Page {page + 1} of {pageCount}
        {range ? ` · products ${range.firstRowIndex + 1} to ${range.lastRowIndex + 1} of ${rowCount}` : ''}
      </Typography>
    </Toolbar>
  );
}

export default function PaginationSelectors() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: PageSummaryToolbar }}
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
