import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  role: string;
  salary: number;
}

const NAMES = [
  'Amara Okafor',
  'Liam Chen',
  'Sofia Rossi',
  'Noah Patel',
  'Elena García',
  'Mateo Silva',
  'Hana Suzuki',
  'Oliver Brown',
  'Zara Ahmed',
  'Lucas Martin',
  'Maya Cohen',
  'Ethan Walker',
  'Chloé Dubois',
  'Ravi Iyer',
  'Ingrid Larsen',
  'Daniel Kim',
  'Aisha Bello',
  'Tomás Novak',
  'Grace Murphy',
  'Yuki Tanaka',
  'Leo Schmidt',
  'Nina Petrova',
  'Samuel Adeyemi',
  'Clara Jensen',
] as const;
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance'] as const;
const OFFICES = ['London', 'Berlin', 'Toronto'] as const;
const ROLES = ['Associate', 'Specialist', 'Senior specialist', 'Team lead'] as const;

// Picks an item by index, cycling through the list, so the data is the same on every render.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  department: pick(DEPARTMENTS, index),
  office: pick(OFFICES, index + Math.floor(index / 4)),
  role: pick(ROLES, index * 3 + Math.floor(index / 4)),
  salary: 52000 + ((index * 17) % 23) * 1500,
}));

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'role', headerName: 'Role', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
];

// Called once per grouping column, with the fields that the column groups by.
function getGroupingColDef(params: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Employee> | null {
  if (params.fields.includes('department')) {
    return { headerName: 'By department', width: 170 };
  }
  if (params.fields.includes('office')) {
    return { headerName: 'By office', width: 130, hideDescendantCount: true };
  }
  return null;
}

export default function GroupingColDefCallback() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={getGroupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['department', 'office'] } }}
      />
    </Box>
  );
}
