import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  postcode: string;
  discount: number;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Olivia', lastName: 'Martin', postcode: 'SW1A 1AA', discount: 0.05 },
  { id: 2, firstName: 'Liam', lastName: "O'Brien", postcode: 'EH1 2NG', discount: 0.1 },
  { id: 3, firstName: 'Zara', lastName: 'Ahmed', postcode: 'M1 1AE', discount: 0 },
  { id: 4, firstName: 'Noah', lastName: 'Williams', postcode: 'CF10 1EP', discount: 0.15 },
  { id: 5, firstName: 'Emma', lastName: 'Schmidt', postcode: 'BS1 4DJ', discount: 0.025 },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 180,
    editable: true,
    // Read: one value built from two fields.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write: split the edited text back into the two fields of the row.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'postcode',
    headerName: 'Postcode',
    width: 120,
    editable: true,
    // Parse what the reader types: "sw1a 1aa" is stored as "SW1A 1AA".
    valueParser: (value: string) => value.toUpperCase(),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    editable: true,
    // Shown and typed as a percentage, stored as a fraction: typing 12.5 stores 0.125.
    valueGetter: (value: number) => Math.round(value * 1000) / 10,
    valueFormatter: (value: number) => `${value}%`,
    valueSetter: (value: number, row) => ({ ...row, discount: value / 100 }),
  },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
