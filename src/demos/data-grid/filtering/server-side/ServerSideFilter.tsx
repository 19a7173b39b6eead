import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  GridLogicOperator,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

const FIRST_NAMES = [
  'Amelia',
  'Kenji',
  'Sofia',
  'Liam',
  'Grace',
  'Noah',
  'Ingrid',
  'Minji',
  'Ethan',
  'Chloé',
  'Tiago',
] as const;
const LAST_NAMES = [
  'Hart',
  'Watanabe',
  'Marquez',
  'Byrne',
  'Mwangi',
  'Fischer',
  'Larsen',
  'Park',
  'Brooks',
  'Martin',
] as const;
const CITIES = ['Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Oslo', 'Lima', 'Seoul', 'Dublin', 'Austin'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 240 customers built from their index.
const ALL_CUSTOMERS: Customer[] = Array.from({ length: 240 }, (_, index) => ({
  id: index + 1,
  name: `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, index * 3 + 1)}`,
  city: pick(CITIES, index * 7),
  orders: (index * 37) % 60,
}));

// What the server knows how to do: the operators offered in the columns below.
function matchesItem(customer: Customer, item: GridFilterItem): boolean {
  if (item.value === undefined || item.value === '' || item.value === null) {
    return true;
  }
  if (item.field === 'orders') {
    const wanted = Number(item.value);
    if (item.operator === '>') return customer.orders > wanted;
    if (item.operator === '<') return customer.orders < wanted;
    return customer.orders === wanted;
  }
  const cell = String(customer[item.field as 'name' | 'city']).toLowerCase();
  const wanted = String(item.value).toLowerCase();
  if (item.operator === 'equals') return cell === wanted;
  if (item.operator === 'startsWith') return cell.startsWith(wanted);
  return cell.includes(wanted);
}

// Stands in for a request such as GET /api/customers?filter=... .
function fetchCustomers(filterModel: GridFilterModel): Promise<Customer[]> {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const rows = ALL_CUSTOMERS.filter((customer) => {
    const itemResults = filterModel.items.map((item) => matchesItem(customer, item));
    const passesItems =
      filterModel.logicOperator === GridLogicOperator.Or && itemResults.length > 0
        ? itemResults.some(Boolean)
        : itemResults.every(Boolean);
    const text = `${customer.name} ${customer.city} ${customer.orders}`.toLowerCase();
    return passesItems && words.every((word) => text.includes(word));
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 500);
  });
}

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80, filterable: false },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    filterOperators: getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value)),
  },
  {
    field: 'city',
    headerName: 'City',
    width: 130,
    filterOperators: getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value)),
  },
  {
    field: 'orders',
    headerName: 'Orders',
    type: 'number',
    width: 110,
    filterOperators: getGridNumericOperators().filter((op) => ['=', '>', '<'].includes(op.value)),
  },
];

export default function ServerSideFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'equals', value: 'Oslo' }],
  });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let ignore = false;
    setLoading(true);
    fetchCustomers(filterModel).then((result) => {
      // A newer request started before this one answered: drop the old result.
      if (ignore) {
        return;
      }
      setRows(result);
      setLoading(false);
    });
    return () => {
      ignore = true;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
