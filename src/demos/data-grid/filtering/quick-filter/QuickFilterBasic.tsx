import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  city: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', role: 'Staff engineer', department: 'Engineering', city: 'Lisbon', salary: 112000 },
  { id: 2, name: 'Kenji Watanabe', role: 'Product designer', department: 'Design', city: 'Osaka', salary: 78000 },
  { id: 3, name: 'Sofia Marquez', role: 'Account executive', department: 'Sales', city: 'Lima', salary: 64000 },
  { id: 4, name: 'Liam Byrne', role: 'Engineering manager', department: 'Engineering', city: 'Dublin', salary: 125000 },
  { id: 5, name: 'Grace Mwangi', role: 'Financial analyst', department: 'Finance', city: 'Nairobi', salary: 71000 },
  { id: 6, name: 'Noah Fischer', role: 'Sales manager', department: 'Sales', city: 'Toronto', salary: 88000 },
  { id: 7, name: 'Ingrid Larsen', role: 'Design lead', department: 'Design', city: 'Oslo', salary: 95000 },
  { id: 8, name: 'Minji Park', role: 'Frontend engineer', department: 'Engineering', city: 'Seoul', salary: 98000 },
  { id: 9, name: 'Ethan Brooks', role: 'Controller', department: 'Finance', city: 'Austin', salary: 104000 },
  { id: 10, name: 'Chloé Martin', role: 'Sales representative', department: 'Sales', city: 'Lisbon', salary: 59000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function QuickFilterBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
