import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  age: number;
  joinedOn: Date;
  department: string;
  remote: boolean;
}

// A date-time without an offset is read in local time, so the day never shifts.
const rows: Employee[] = [
  { id: 1, name: 'Olivia Martin', age: 34, joinedOn: new Date('2019-03-11T00:00'), department: 'Sales', remote: false },
  {
    id: 2,
    name: 'Kenji Watanabe',
    age: 41,
    joinedOn: new Date('2016-09-01T00:00'),
    department: 'Engineering',
    remote: true,
  },
  { id: 3, name: 'Amara Okafor', age: 29, joinedOn: new Date('2022-01-17T00:00'), department: 'Finance', remote: true },
  {
    id: 4,
    name: 'Lucas Moreau',
    age: 38,
    joinedOn: new Date('2018-06-04T00:00'),
    department: 'Engineering',
    remote: false,
  },
  {
    id: 5,
    name: 'Priya Sharma',
    age: 26,
    joinedOn: new Date('2023-10-02T00:00'),
    department: 'Marketing',
    remote: true,
  },
];

// `editable: true` is all a column needs; the column type picks the editor.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true },
  { field: 'joinedOn', headerName: 'Joined', type: 'date', width: 130, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Finance', 'Marketing', 'Sales'],
    width: 140,
    editable: true,
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];

export default function BasicEditing() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
