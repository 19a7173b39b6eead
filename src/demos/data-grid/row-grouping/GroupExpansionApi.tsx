import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, gridRowTreeSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

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

export default function GroupExpansionApi() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('No group toggled yet');

  // Listen to every expansion change, from the buttons or from the grid.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        setLastChange(`${String(node.groupingKey)} was ${node.childrenExpanded ? 'expanded' : 'collapsed'}`);
      }),
    [apiRef],
  );

  const showSalesOnly = () => {
    if (!apiRef.current) {
      return;
    }
    apiRef.current.collapseAllRows();
    // Find the id of the "Sales" group in the row tree.
    const salesGroup = Object.values(gridRowTreeSelector(apiRef)).find(
      (node) => node.type === 'group' && node.groupingField === 'department' && node.groupingKey === 'Sales',
    );
    if (salesGroup) {
      apiRef.current.setRowChildrenExpansion(salesGroup.id, true);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
        <Button size="small" variant="outlined" onClick={showSalesOnly}>
          Open Sales only
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastChange}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department', 'office'] } }}
        />
      </Box>
    </Stack>
  );
}
