import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  supplierEmail: string;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Standing desk', supplierEmail: 'orders@ergoworks.com', stock: 14 },
  { id: 2, name: 'Office chair', supplierEmail: 'sales@seatco.eu', stock: 3 },
  { id: 3, name: 'Monitor arm', supplierEmail: 'orders@ergoworks.com', stock: 41 },
  { id: 4, name: 'Desk lamp', supplierEmail: 'hello@lumina.design', stock: 7 },
  { id: 5, name: 'Keyboard tray', supplierEmail: 'orders@ergoworks.com', stock: 0 },
  { id: 6, name: 'Footrest', supplierEmail: 'sales@seatco.eu', stock: 22 },
  { id: 7, name: 'Cable organiser', supplierEmail: 'hello@lumina.design', stock: 95 },
];

// Takes a value: the header filter shows its shorter headerLabel above the field.
const domainIsOperator: GridFilterOperator<Product, string> = {
  label: 'domain is',
  headerLabel: 'Domain',
  value: 'domainIs',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const domain = String(filterItem.value).trim().replace(/^@/, '').toLowerCase();
    return (value) => value.split('@')[1]?.toLowerCase() === domain;
  },
  InputComponent: GridFilterInputValue,
};

// Takes no value: the header filter shows its headerLabel instead of a field.
const lowStockOperator: GridFilterOperator<Product, number> = {
  label: 'is low (under 10)',
  headerLabel: 'Low stock',
  value: 'lowStock',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value < 10,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  {
    field: 'supplierEmail',
    headerName: 'Supplier',
    width: 220,
    filterOperators: [...getGridStringOperators(), domainIsOperator],
  },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 160,
    filterOperators: [...getGridNumericOperators(), lowStockOperator],
  },
];

export default function HeaderFilterOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'supplierEmail', operator: 'domainIs', value: 'ergoworks.com' },
                { id: 2, field: 'stock', operator: 'lowStock' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
