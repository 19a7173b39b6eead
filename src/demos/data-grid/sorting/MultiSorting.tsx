import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Engineering', office: 'London', salary: 98000 },
  { id: 2, name: 'Rafael Ortiz', department: 'Sales', office: 'Madrid', salary: 64000 },
  { id: 3, name: 'Mei Lin', department: 'Design', office: 'Singapore', salary: 82000 },
  { id: 4, name: 'Tobias Berg', department: 'Engineering', office: 'Berlin', salary: 91000 },
  { id: 5, name: 'Nadia Haddad', department: 'Sales', office: 'Dubai', salary: 71000 },
  { id: 6, name: 'Samuel Osei', department: 'Engineering', office: 'Accra', salary: 76000 },
  { id: 7, name: 'Lucía Romero', department: 'Design', office: 'Madrid', salary: 69000 },
  { id: 8, name: 'Oliver Grant', department: 'Sales', office: 'London', salary: 88000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function MultiSorting() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
