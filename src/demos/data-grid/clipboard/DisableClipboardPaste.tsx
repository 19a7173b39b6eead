import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amelia Hart', department: 'Finance', office: 'London', salary: 72000 },
  { id: 2, name: 'Jonas Weber', department: 'Engineering', office: 'Berlin', salary: 88500 },
  { id: 3, name: 'Priya Nair', department: 'Marketing', office: 'Singapore', salary: 64300 },
  { id: 4, name: 'Lucas Moreau', department: 'Engineering', office: 'Paris', salary: 91200 },
  { id: 5, name: 'Sofia Rossi', department: 'Sales', office: 'Milan', salary: 58700 },
  { id: 6, name: 'Daniel Okafor', department: 'Finance', office: 'London', salary: 69900 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'department', headerName: 'Department', width: 130, editable: true },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function DisableClipboardPaste() {
  const [pasteDisabled, setPasteDisabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pasteDisabled} onChange={(event) => setPasteDisabled(event.target.checked)} />}
        label="Disable clipboard paste"
      />
      <Box sx={{ height: 370 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          disableClipboardPaste={pasteDisabled}
        />
      </Box>
    </Stack>
  );
}
