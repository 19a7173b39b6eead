import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  cost: number;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Ceramic pour-over set', cost: 14.2, price: 39 },
  { id: 2, name: 'Cast-iron skillet', cost: 21.5, price: 54 },
  { id: 3, name: 'Linen tea towels (3)', cost: 6.8, price: 24 },
  { id: 4, name: 'Chef’s knife, 20 cm', cost: 32, price: 89 },
  { id: 5, name: 'Bamboo cutting board', cost: 9.4, price: 29 },
  { id: 6, name: 'Espresso cups (4)', cost: 11.3, price: 35 },
  { id: 7, name: 'Stand mixer', cost: 164, price: 399 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const OPERATOR_LABELS: Record<string, string> = { '>': 'more than', '<': 'less than', '=': 'exactly' };

// A reusable column type: formatting, alignment and filter operators in one place.
const usdPrice: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => usd.format(value),
  filterOperators: getGridNumericOperators()
    .filter((operator) => ['>', '<', '='].includes(operator.value))
    .map((operator) => ({
      ...operator,
      label: OPERATOR_LABELS[operator.value] ?? operator.value,
      InputComponentProps: { slotProps: { root: { placeholder: 'Amount in USD' } } },
    })),
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'cost', headerName: 'Unit cost', ...usdPrice },
  { field: 'price', headerName: 'Retail price', ...usdPrice },
];

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: '<', value: 50 }] } },
        }}
      />
    </Box>
  );
}
