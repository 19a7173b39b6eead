import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  startDate: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Isabel Ferreira', department: 'Engineering', office: 'Lisbon', startDate: '2019-03-11' },
  { id: 2, name: 'Kwame Asante', department: 'Sales', office: 'London', startDate: '2021-07-01' },
  { id: 3, name: 'Lena Hoffmann', department: 'Design', office: 'Berlin', startDate: '2020-01-20' },
  { id: 4, name: 'Arjun Mehta', department: 'Engineering', office: 'Bangalore', startDate: '2018-09-03' },
  { id: 5, name: 'Camille Laurent', department: 'Marketing', office: 'Paris', startDate: '2022-02-14' },
  { id: 6, name: 'Tyler Brooks', department: 'Support', office: 'Austin', startDate: '2023-05-08' },
  { id: 7, name: 'Nadia Rahman', department: 'Finance', office: 'Dubai', startDate: '2017-11-27' },
  { id: 8, name: 'Johan Berg', department: 'Engineering', office: 'Stockholm', startDate: '2024-01-15' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Start date', width: 120 },
];

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];

export default function RowDensity() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => {
          if (value !== null) {
            setDensity(value);
          }
        }}
        aria-label="Density"
      >
        {DENSITIES.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'capitalize' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} density={density} onDensityChange={setDensity} hideFooter />
      </Box>
    </Stack>
  );
}
