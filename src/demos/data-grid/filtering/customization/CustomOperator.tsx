import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFilterInputValue,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amelia Hart', email: 'amelia.hart@globex.com', company: 'Globex Ltd' },
  { id: 2, name: 'Kenji Watanabe', email: 'k.watanabe@initech.io', company: 'Initech' },
  { id: 3, name: 'Sofia Marquez', email: 'sofia@globex.com', company: 'Globex Ltd' },
  { id: 4, name: 'Liam Byrne', email: 'liam.byrne@northwind.co', company: 'Northwind Traders' },
  { id: 5, name: 'Grace Mwangi', email: 'grace.mwangi@initech.io', company: 'Initech' },
  { id: 6, name: 'Noah Fischer', email: 'noah@globex.com.au', company: 'Globex Australia' },
  { id: 7, name: 'Ingrid Larsen', email: 'ingrid.larsen@northwind.co', company: 'Northwind Traders' },
];

// Matches the part of the address after the "@", exactly, so "globex.com" skips "globex.com.au".
const domainIsOperator: GridFilterOperator<Contact, string> = {
  label: 'domain is',
  value: 'domainIs',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const domain = String(filterItem.value).trim().replace(/^@/, '').toLowerCase();
    return (value) => value.split('@')[1]?.toLowerCase() === domain;
  },
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    // The built-in text operators, plus the new one.
    filterOperators: [...getGridStringOperators(), domainIsOperator],
  },
  { field: 'company', headerName: 'Company', width: 160 },
];

export default function CustomOperator() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'email', operator: 'domainIs', value: 'globex.com' }] } },
        }}
      />
    </Box>
  );
}
