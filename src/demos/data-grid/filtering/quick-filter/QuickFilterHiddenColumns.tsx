import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  company: string;
  email: string;
  country: string;
}

const rows: Customer[] = [
  { id: 1, name: 'Amelia Hart', company: 'Globex Ltd', email: 'amelia.hart@globex.com', country: 'Portugal' },
  { id: 2, name: 'Kenji Watanabe', company: 'Initech', email: 'k.watanabe@initech.io', country: 'Japan' },
  { id: 3, name: 'Sofia Marquez', company: 'Globex Ltd', email: 'sofia@globex.com', country: 'Peru' },
  { id: 4, name: 'Liam Byrne', company: 'Northwind Traders', email: 'liam.byrne@northwind.co', country: 'Ireland' },
  { id: 5, name: 'Grace Mwangi', company: 'Initech', email: 'grace.mwangi@initech.io', country: 'Kenya' },
  { id: 6, name: 'Ingrid Larsen', company: 'Northwind Traders', email: 'ingrid@northwind.co', country: 'Norway' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    // "initech.io" only appears in the hidden Email column.
    quickFilterValues: ['initech.io'],
    quickFilterExcludeHiddenColumns: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={!filterModel.quickFilterExcludeHiddenColumns}
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: !event.target.checked }))
            }
          />
        }
        label="Search hidden columns"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
