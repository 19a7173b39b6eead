import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: Date;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amelia Hart',
    department: 'Engineering',
    city: 'Lisbon',
    salary: 92000,
    startDate: new Date(2019, 2, 4),
  },
  {
    id: 2,
    name: 'Kenji Watanabe',
    department: 'Design',
    city: 'Osaka',
    salary: 78000,
    startDate: new Date(2021, 6, 12),
  },
  { id: 3, name: 'Sofia Marquez', department: 'Sales', city: 'Lima', salary: 64000, startDate: new Date(2018, 10, 1) },
  {
    id: 4,
    name: 'Liam O’Connor',
    department: 'Engineering',
    city: 'Dublin',
    salary: 105000,
    startDate: new Date(2016, 0, 18),
  },
  {
    id: 5,
    name: 'Grace Mwangi',
    department: 'Finance',
    city: 'Nairobi',
    salary: 71000,
    startDate: new Date(2022, 3, 25),
  },
  { id: 6, name: 'Noah Fischer', department: 'Sales', city: 'Toronto', salary: 68000, startDate: new Date(2020, 8, 7) },
  { id: 7, name: 'Ingrid Larsen', department: 'Design', city: 'Oslo', salary: 83000, startDate: new Date(2017, 4, 30) },
  {
    id: 8,
    name: 'Minji Park',
    department: 'Engineering',
    city: 'Seoul',
    salary: 98000,
    startDate: new Date(2023, 1, 13),
  },
  {
    id: 9,
    name: 'Ethan Brooks',
    department: 'Finance',
    city: 'Austin',
    salary: 76000,
    startDate: new Date(2015, 11, 2),
  },
  { id: 10, name: 'Chloé Martin', department: 'Sales', city: 'Lisbon', salary: 59000, startDate: new Date(2024, 5, 3) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Finance', 'Sales'],
    width: 130,
  },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function BasicFiltering() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
