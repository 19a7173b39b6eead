import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridHeaderFilterCell,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Engineering', city: 'Lisbon', salary: 112000 },
  { id: 2, name: 'Kenji Watanabe', department: 'Design', city: 'Osaka', salary: 78000 },
  { id: 3, name: 'Sofia Marquez', department: 'Sales', city: 'Lima', salary: 64000 },
  { id: 4, name: 'Liam Byrne', department: 'Engineering', city: 'Dublin', salary: 125000 },
  { id: 5, name: 'Grace Mwangi', department: 'Finance', city: 'Nairobi', salary: 71000 },
  { id: 6, name: 'Noah Fischer', department: 'Sales', city: 'Toronto', salary: 88000 },
  { id: 7, name: 'Ingrid Larsen', department: 'Design', city: 'Oslo', salary: 95000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 160 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 150 },
];

// Every header filter cell: the built-in one, labelled with the column's name and with a clear button.
function LabelledHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { colDef, InputComponentProps } = props;
  return (
    <GridHeaderFilterCell
      {...props}
      showClearIcon
      InputComponentProps={{
        ...InputComponentProps,
        slotProps: { root: { size: 'small', label: colDef.headerName ?? colDef.field, placeholder: 'Any' } },
      }}
    />
  );
}

export default function AllHeaderFilterCells() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters slots={{ headerFilterCell: LabelledHeaderFilterCell }} />
    </Box>
  );
}
