import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Engineering', city: 'Lisbon' },
  { id: 2, name: 'Kenji Watanabe', department: 'Design', city: 'Osaka' },
  { id: 3, name: 'Sofia Marquez', department: 'Sales', city: 'Lima' },
  { id: 4, name: 'Liam Byrne', department: 'Engineering', city: 'Dublin' },
  { id: 5, name: 'Grace Mwangi', department: 'Finance', city: 'Nairobi' },
  { id: 6, name: 'Tiago Costa', department: 'Design', city: 'Lisbon' },
  { id: 7, name: 'Ingrid Larsen', department: 'Design', city: 'Oslo' },
  { id: 8, name: 'Rita Sousa', department: 'Engineering', city: 'Lisbon' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function QuickFilterInitialValues() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Both words must be found, each in any column: the designers in Lisbon.
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['design', 'lisbon'] } },
        }}
      />
    </Box>
  );
}
