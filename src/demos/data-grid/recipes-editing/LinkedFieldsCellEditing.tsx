import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Category = 'Travel' | 'Meals' | 'Office';

interface Expense {
  id: number;
  employee: string;
  category: Category;
  subcategory: string;
  amount: number;
}

const SUBCATEGORIES: Record<Category, string[]> = {
  Travel: ['Flights', 'Trains', 'Taxis', 'Hotels'],
  Meals: ['Client meals', 'Team lunches', 'Per diem'],
  Office: ['Stationery', 'Furniture', 'Software'],
};

const rows: Expense[] = [
  { id: 1, employee: 'Rosa Jiménez', category: 'Travel', subcategory: 'Flights', amount: 412 },
  { id: 2, employee: 'Aaron Fischer', category: 'Meals', subcategory: 'Client meals', amount: 96.4 },
  { id: 3, employee: 'Mina Park', category: 'Office', subcategory: 'Software', amount: 199 },
  { id: 4, employee: 'Tomás Silva', category: 'Travel', subcategory: 'Hotels', amount: 278.5 },
  { id: 5, employee: 'Ruth Adeyemi', category: 'Meals', subcategory: 'Team lunches', amount: 143.2 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Meals', 'Office'],
    width: 130,
    editable: true,
  },
  {
    field: 'subcategory',
    headerName: 'Subcategory',
    type: 'singleSelect',
    width: 160,
    editable: true,
    valueOptions: ({ row }) => (row ? SUBCATEGORIES[row.category] : Object.values(SUBCATEGORIES).flat()),
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, editable: true },
];

// Cells are saved one at a time: when a saved category no longer fits the
// subcategory, replace the subcategory before the row is stored.
function processRowUpdate(newRow: Expense, oldRow: Expense): Expense {
  const options = SUBCATEGORIES[newRow.category];
  if (newRow.category !== oldRow.category && !options.includes(newRow.subcategory)) {
    return { ...newRow, subcategory: options[0] ?? '' };
  }
  return newRow;
}

export default function LinkedFieldsCellEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
