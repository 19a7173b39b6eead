import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  remote: boolean;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Engineering', city: 'Lisbon', salary: 112000, remote: true },
  { id: 2, name: 'Kenji Watanabe', department: 'Design', city: 'Osaka', salary: 78000, remote: false },
  { id: 3, name: 'Sofia Marquez', department: 'Sales', city: 'Lima', salary: 64000, remote: false },
  { id: 4, name: 'Liam Byrne', department: 'Engineering', city: 'Dublin', salary: 125000, remote: true },
  { id: 5, name: 'Grace Mwangi', department: 'Finance', city: 'Nairobi', salary: 71000, remote: true },
  { id: 6, name: 'Noah Fischer', department: 'Sales', city: 'Toronto', salary: 88000, remote: false },
  { id: 7, name: 'Ingrid Larsen', department: 'Design', city: 'Oslo', salary: 95000, remote: true },
  { id: 8, name: 'Minji Park', department: 'Engineering', city: 'Seoul', salary: 98000, remote: false },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Finance', 'Sales'],
    width: 150,
  },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 120 },
];

export default function HeaderFilterHeight() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        // Taller than the 56 px column headers: room for the labels above the values.
        headerFilterHeight={72}
      />
    </Box>
  );
}
