import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  bonus: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Engineering', city: 'Berlin', salary: 84000, bonus: 6000 },
  { id: 2, name: 'Jonas Weber', department: 'Sales', city: 'Munich', salary: 61000, bonus: 12500 },
  { id: 3, name: 'Priya Raman', department: 'Finance', city: 'Hamburg', salary: 72000, bonus: 4000 },
  { id: 4, name: 'Lucas Moreau', department: 'Engineering', city: 'Berlin', salary: 91000, bonus: 7500 },
  { id: 5, name: 'Sofia Rossi', department: 'Marketing', city: 'Cologne', salary: 58000, bonus: 3500 },
  { id: 6, name: 'Daniel Kim', department: 'Sales', city: 'Frankfurt', salary: 64000, bonus: 15000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'Office', width: 110 },
  // Both pay columns share one class name, so one rule styles both headers.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, headerClassName: 'pay-header' },
  { field: 'bonus', headerName: 'Bonus', type: 'number', width: 110, headerClassName: 'pay-header' },
];

export default function HeaderStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 370,
        width: '100%',
        '& .MuiDataGrid-columnHeader.pay-header': {
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.16),
          // The dark shade on the light tint (and the light one in dark mode) keeps the 4.5:1 contrast.
          color: (theme.vars ?? theme).palette.success.dark,
          ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.success.light }),
        },
        '& .pay-header .MuiDataGrid-columnHeaderTitle': {
          fontWeight: 700,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
