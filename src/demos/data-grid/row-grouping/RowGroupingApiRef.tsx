import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

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

export default function RowGroupingApiRef() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department']);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={model.includes('office')}
          onClick={() => apiRef.current?.addRowGroupingCriteria('office')}
        >
          Add office
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!model.includes('office')}
          onClick={() => apiRef.current?.removeRowGroupingCriteria('office')}
        >
          Remove office
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!model.includes('office') || model[0] === 'office'}
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('office', 0)}
        >
          Move office first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setRowGroupingModel(['department'])}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Model: <code>{JSON.stringify(model)}</code>
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department'] } }}
          // Only reads the model to update the buttons: the grid stays in charge of it.
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Stack>
  );
}
