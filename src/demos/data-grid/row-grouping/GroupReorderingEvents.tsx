import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-premium';

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

const initialRows = rows.slice(0, 12);

// Stands in for a request to your server; answers after 300 ms.
async function saveEmployee(employee: Employee): Promise<Employee> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  return employee;
}

export default function GroupReorderingEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  // Called once for each row whose grouping fields change.
  const processRowUpdate = React.useCallback(async (updatedRow: Employee, originalRow: Employee) => {
    const saved = await saveEmployee(updatedRow);
    setLog((prev) => [`Saved ${saved.name}: ${originalRow.department} to ${saved.department}`, ...prev].slice(0, 3));
    return saved;
  }, []);

  // Called once per drop, after the updates.
  const handleRowOrderChange = React.useCallback((params: GridRowOrderChangeParams) => {
    setLog((prev) => [`Moved to position ${params.targetIndex + 1} in its group`, ...prev].slice(0, 3));
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          onRowOrderChange={handleRowOrderChange}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['department'] } }}
        />
      </Box>
      <Box aria-live="polite" sx={{ minHeight: 66 }}>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Drag a person to another department.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${entry}-${String(index)}`} variant="body2" color="text.secondary">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
