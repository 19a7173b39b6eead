import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startYear: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Product designer', office: 'Lagos', startYear: 2019 },
  { id: 2, name: 'Lucas Meyer', role: 'Backend engineer', office: 'Berlin', startYear: 2021 },
  { id: 3, name: 'Sofia Rossi', role: 'Data analyst', office: 'Milan', startYear: 2018 },
  { id: 4, name: 'Kenji Watanabe', role: 'Engineering manager', office: 'Tokyo', startYear: 2016 },
  { id: 5, name: 'Priya Nair', role: 'Frontend engineer', office: 'Bengaluru', startYear: 2022 },
];

// `field` is the row property a column reads; `headerName` is the label shown in its header.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startYear', headerName: 'Joined', width: 100 },
];

export default function BasicColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
