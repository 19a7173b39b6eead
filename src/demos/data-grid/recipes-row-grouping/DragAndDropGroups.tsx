import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

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

const GROUPABLE: { field: string; label: string }[] = [
  { field: 'department', label: 'Department' },
  { field: 'office', label: 'Office' },
  { field: 'role', label: 'Role' },
];

function labelOf(field: string) {
  return GROUPABLE.find((option) => option.field === field)?.label ?? field;
}

// Moves `field` to `index` in the model, adding it when it was not there.
function placeAt(model: GridRowGroupingModel, field: string, index: number) {
  const without = model.filter((item) => item !== field);
  const target = Math.min(index, without.length);
  return [...without.slice(0, target), field, ...without.slice(target)];
}

const zoneSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  minHeight: 48,
  p: 1,
  border: 1,
  borderStyle: 'dashed',
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function DragAndDropGroups() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['department']);
  const dragged = React.useRef<string | null>(null);
  const available = GROUPABLE.filter((option) => !model.includes(option.field));

  const dropInGroups = (index: number) => (event: React.DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const field = dragged.current;
    if (field) {
      setModel((prev) => placeAt(prev, field, index));
    }
    dragged.current = null;
  };

  const dragProps = (field: string) => ({
    draggable: true,
    onDragStart: (event: React.DragEvent) => {
      dragged.current = field;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', field);
    },
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={zoneSx} onDragOver={(event) => event.preventDefault()} onDrop={dropInGroups(model.length)}>
        <Typography variant="body2" color="text.secondary">
          Group by
        </Typography>
        {model.map((field, index) => (
          <Chip
            key={field}
            color="primary"
            label={`${String(index + 1)}. ${labelOf(field)}`}
            onDrop={dropInGroups(index)}
            onDelete={() => setModel((prev) => prev.filter((item) => item !== field))}
            {...dragProps(field)}
          />
        ))}
      </Box>
      <Box
        sx={zoneSx}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          const field = dragged.current;
          if (field) {
            setModel((prev) => prev.filter((item) => item !== field));
          }
          dragged.current = null;
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Columns
        </Typography>
        {available.map((option) => (
          <Chip
            key={option.field}
            variant="outlined"
            label={option.label}
            // A click adds the level too, for keyboard and touch users.
            onClick={() => setModel((prev) => [...prev, option.field])}
            {...dragProps(option.field)}
          />
        ))}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Stack>
  );
}
