import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string | null;
  role: string;
}

// Remote staff have no office: their `office` is null.
const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'London', role: 'Team lead' },
  { id: 2, name: 'Liam Chen', department: 'Engineering', office: 'Berlin', role: 'Specialist' },
  { id: 3, name: 'Sofia Rossi', department: 'Engineering', office: null, role: 'Contractor' },
  { id: 4, name: 'Noah Patel', department: 'Engineering', office: 'London', role: 'Associate' },
  { id: 5, name: 'Elena García', department: 'Sales', office: 'Toronto', role: 'Team lead' },
  { id: 6, name: 'Mateo Silva', department: 'Sales', office: null, role: 'Specialist' },
  { id: 7, name: 'Hana Suzuki', department: 'Sales', office: 'Toronto', role: 'Associate' },
  { id: 8, name: 'Oliver Brown', department: 'Marketing', office: 'Berlin', role: 'Team lead' },
  { id: 9, name: 'Zara Ahmed', department: 'Marketing', office: null, role: 'Contractor' },
  { id: 10, name: 'Lucas Martin', department: 'Marketing', office: 'London', role: 'Specialist' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'role', headerName: 'Role', width: 130 },
];

export default function MissingGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['department', 'office'] } }}
      />
    </Box>
  );
}
