import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DataGrid, GridLogicOperator, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

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
  { id: 8, name: 'Sindre Berg', department: 'Sales', city: 'Oslo' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function QuickFilterLogicOperator() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['oslo', 'lisbon'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <RadioGroup
        row
        name="quick-filter-logic-operator"
        aria-label="Rows must match"
        value={filterModel.quickFilterLogicOperator}
        onChange={(event) =>
          setFilterModel((model) => ({
            ...model,
            quickFilterLogicOperator: event.target.value === 'and' ? GridLogicOperator.And : GridLogicOperator.Or,
          }))
        }
      >
        <FormControlLabel value={GridLogicOperator.Or} control={<Radio />} label="Any word" />
        <FormControlLabel value={GridLogicOperator.And} control={<Radio />} label="All words" />
      </RadioGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
