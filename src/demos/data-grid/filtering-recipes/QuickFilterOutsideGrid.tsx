import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', team: 'Platform', office: 'London' },
  { id: 2, name: 'Rafael Ortiz', team: 'Payments', office: 'Madrid' },
  { id: 3, name: 'Mei Lin', team: 'Design', office: 'Singapore' },
  { id: 4, name: 'Tobias Berg', team: 'Platform', office: 'Berlin' },
  { id: 5, name: 'Nadia Haddad', team: 'Data', office: 'Dubai' },
  { id: 6, name: 'Samuel Osei', team: 'Payments', office: 'Accra' },
  { id: 7, name: 'Lucía Romero', team: 'Design', office: 'Madrid' },
  { id: 8, name: 'Jonas Weber', team: 'Data', office: 'Berlin' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function QuickFilterOutsideGrid() {
  const apiRef = useGridApiRef();
  const [search, setSearch] = React.useState('');

  const handleSearchChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    // Each word is one quick filter value; a row must match all of them.
    apiRef.current?.setQuickFilterValues(event.target.value.split(' ').filter((word) => word !== ''));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ width: { sm: 220 }, flexShrink: 0 }}>
        <TextField
          id="people-search"
          label="Search people"
          type="search"
          size="small"
          fullWidth
          value={search}
          onChange={handleSearchChange}
          helperText="Try: berlin data"
        />
      </Box>
      <Box sx={{ height: 420, flex: 1, minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooterPagination />
      </Box>
    </Stack>
  );
}
