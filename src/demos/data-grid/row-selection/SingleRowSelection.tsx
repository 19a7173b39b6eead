import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startedOn: Date;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', role: 'Engineering manager', office: 'London', startedOn: new Date(2019, 2, 11) },
  { id: 2, name: 'Rafael Ortiz', role: 'Backend developer', office: 'Madrid', startedOn: new Date(2021, 8, 1) },
  { id: 3, name: 'Mei Lin', role: 'Product designer', office: 'Singapore', startedOn: new Date(2022, 0, 17) },
  { id: 4, name: 'Tobias Berg', role: 'Frontend developer', office: 'Berlin', startedOn: new Date(2020, 5, 22) },
  { id: 5, name: 'Nadia Haddad', role: 'Data analyst', office: 'Dubai', startedOn: new Date(2023, 3, 3) },
  { id: 6, name: 'Samuel Osei', role: 'Site reliability engineer', office: 'Accra', startedOn: new Date(2018, 10, 5) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startedOn', headerName: 'Started', type: 'date', width: 120 },
];

export default function SingleRowSelection() {
  return (
    <Box sx={{ height: 424, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
