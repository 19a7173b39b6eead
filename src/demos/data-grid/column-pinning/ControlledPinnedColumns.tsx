import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  startDate: Date;
  salary: number;
  manager: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Olivia Martin',
    department: 'Design',
    office: 'Lisbon',
    startDate: new Date(2019, 4, 13),
    salary: 68000,
    manager: 'Sofia Rossi',
  },
  {
    id: 2,
    name: 'Noah Schmidt',
    department: 'Engineering',
    office: 'Berlin',
    startDate: new Date(2021, 0, 4),
    salary: 82000,
    manager: 'Sofia Rossi',
  },
  {
    id: 3,
    name: 'Amara Mensah',
    department: 'Support',
    office: 'London',
    startDate: new Date(2017, 8, 18),
    salary: 74000,
    manager: 'Lucas Moreau',
  },
  {
    id: 4,
    name: 'Lucas Moreau',
    department: 'Operations',
    office: 'Paris',
    startDate: new Date(2016, 2, 1),
    salary: 91000,
    manager: 'Helena Novak',
  },
  {
    id: 5,
    name: 'Sofia Rossi',
    department: 'Engineering',
    office: 'Milan',
    startDate: new Date(2015, 10, 9),
    salary: 104000,
    manager: 'Helena Novak',
  },
  {
    id: 6,
    name: 'Kenji Watanabe',
    department: 'Engineering',
    office: 'Tokyo',
    startDate: new Date(2022, 6, 25),
    salary: 79000,
    manager: 'Sofia Rossi',
  },
  {
    id: 7,
    name: 'Helena Novak',
    department: 'Management',
    office: 'Prague',
    startDate: new Date(2012, 1, 14),
    salary: 132000,
    manager: '—',
  },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'manager', headerName: 'Manager', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
];

function describe(fields: string[] | undefined) {
  return fields && fields.length > 0 ? fields.join(', ') : 'none';
}

export default function ControlledPinnedColumns() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['name'],
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({ left: ['name'], right: ['salary'] })}>
          Pin name and salary
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Left: {describe(pinnedColumns.left)} · Right: {describe(pinnedColumns.right)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
