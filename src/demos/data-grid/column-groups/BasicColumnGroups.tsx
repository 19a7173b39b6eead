import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  street: string;
  city: string;
  postcode: string;
}

const rows: Contact[] = [
  {
    id: 1,
    firstName: 'Emma',
    lastName: 'Larsen',
    age: 34,
    street: 'Nørregade 12',
    city: 'Copenhagen',
    postcode: '1165',
  },
  {
    id: 2,
    firstName: 'Luca',
    lastName: 'Ferrari',
    age: 41,
    street: 'Via Garibaldi 8',
    city: 'Genoa',
    postcode: '16124',
  },
  {
    id: 3,
    firstName: 'Zofia',
    lastName: 'Kowalska',
    age: 28,
    street: 'ul. Długa 45',
    city: 'Gdańsk',
    postcode: '80-827',
  },
  {
    id: 4,
    firstName: 'Pierre',
    lastName: 'Lambert',
    age: 52,
    street: 'Rue Sainte-Catherine 3',
    city: 'Bordeaux',
    postcode: '33000',
  },
  {
    id: 5,
    firstName: 'Ana',
    lastName: 'Ribeiro',
    age: 37,
    street: 'Rua Augusta 101',
    city: 'Lisbon',
    postcode: '1100-053',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'street', headerName: 'Street', width: 190 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'postcode', headerName: 'Postcode', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [
      { groupId: 'name', headerName: 'Name', children: [{ field: 'firstName' }, { field: 'lastName' }] },
      { field: 'age' },
    ],
  },
  {
    groupId: 'address',
    headerName: 'Address',
    children: [{ field: 'street' }, { field: 'city' }, { field: 'postcode' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
