import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Contract = 'Full time' | 'Part time' | 'Contractor';

interface Employee {
  id: number;
  name: string;
  contract: Contract;
  department: string;
  office: string;
}

const CONTRACTS = ['Full time', 'Full time', 'Part time', 'Contractor'] as const;
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing'] as const;
const OFFICES = ['London', 'Berlin', 'Toronto'] as const;
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
] as const;

function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  contract: pick(CONTRACTS, index * 3),
  department: pick(DEPARTMENTS, index),
  office: pick(OFFICES, index + Math.floor(index / 3)),
}));

const CONTRACT_COLORS = {
  'Full time': 'success',
  'Part time': 'info',
  Contractor: 'warning',
} as const;

function isContract(value: unknown): value is Contract {
  return value === 'Full time' || value === 'Part time' || value === 'Contractor';
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'contract',
    headerName: 'Contract',
    width: 150,
    // Also called for the group rows when the grid is grouped by this column:
    // there, `params.value` is the group's key and `params.rowNode.type` is "group".
    renderCell: (params) =>
      isContract(params.value) ? (
        <Chip
          size="small"
          label={params.value}
          color={CONTRACT_COLORS[params.value]}
          variant={params.rowNode.type === 'group' ? 'filled' : 'outlined'}
        />
      ) : null,
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function GroupedColumnRenderCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={{ rowGrouping: { model: ['contract'] } }} />
    </Box>
  );
}
