import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  country: string;
  plan: 'Starter' | 'Growth' | 'Enterprise';
  monthlySpend: number;
}

const FIRST = ['Ava', 'Ben', 'Carmen', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonah'] as const;
const LAST = ['Keller', 'Ortiz', 'Novak', 'Sato', 'Dubois', 'Haddad', 'Larsen', 'Moreau', 'Silva'] as const;
const COUNTRIES = ['Germany', 'Mexico', 'Czechia', 'Japan', 'France', 'Morocco', 'Denmark', 'Brazil'] as const;
const PLANS = ['Starter', 'Growth', 'Starter', 'Enterprise', 'Growth'] as const;

function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

// The "database" of the fake server: 5,000 customers built from their index.
const ALL_CUSTOMERS: Customer[] = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  name: `${pick(FIRST, index)} ${pick(LAST, index * 7)}`,
  country: pick(COUNTRIES, index * 3),
  plan: pick(PLANS, index),
  monthlySpend: 29 + ((index * 97) % 1900),
}));

function sortCustomers(list: Customer[], sortModel: GridSortModel): Customer[] {
  const [sort] = sortModel;
  if (!sort || !sort.sort) {
    return list;
  }
  const field = sort.field as keyof Customer;
  const direction = sort.sort === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
}

// Stands in for a request such as GET /api/customers?start=200&end=299&sort=name:asc.
// The grid calls it for each block of rows that comes into view and discards outdated answers itself.
const dataSource: GridDataSource = {
  getRows: (params: GridGetRowsParams) => {
    const sorted = sortCustomers(ALL_CUSTOMERS, params.sortModel);
    const start = Number(params.start);
    const response = { rows: sorted.slice(start, params.end + 1), rowCount: sorted.length };
    return new Promise((resolve) => {
      setTimeout(() => resolve(response), 500);
    });
  },
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  {
    field: 'monthlySpend',
    headerName: 'Monthly spend',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function LazyLoading() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro columns={columns} dataSource={dataSource} lazyLoading disableColumnFilter />
    </Box>
  );
}
