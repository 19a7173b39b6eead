import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Ana Lima', team: 'Design', office: 'São Paulo', salary: 68000 },
  { id: 2, name: 'Ben Carter', team: 'Sales', office: 'Chicago', salary: 74000 },
  { id: 3, name: 'Chen Wei', team: 'Engineering', office: 'Singapore', salary: 91000 },
  { id: 4, name: 'Dara Kelly', team: 'Support', office: 'Dublin', salary: 52000 },
  { id: 5, name: 'Elif Demir', team: 'Finance', office: 'Istanbul', salary: 63000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'team', headerName: 'Team' },
  { field: 'office', headerName: 'Office' },
  { field: 'salary', headerName: 'Salary', type: 'number' },
];

export default function AutosizeHeaderFilters() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, includeHeaderFilters })}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaderFilters}
              onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
            />
          }
          label="Include header filters"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter headerFilters />
      </Box>
    </Box>
  );
}
