import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

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

// The built-in select, plus one step: a new category also resets the subcategory.
function CategoryEditCell(props: GridRenderEditCellParams<Expense, Category>) {
  const apiRef = useGridApiContext();

  // Runs before the grid stores the new category. Store it first, so that the
  // subcategory editor already offers the options of the new category when it updates.
  const handleValueChange = async (_event: unknown, newValue: Category) => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'category', value: newValue });
    await apiRef.current.setEditCellValue({ id: props.id, field: 'subcategory', value: SUBCATEGORIES[newValue][0] });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Meals', 'Office'],
    width: 130,
    editable: true,
    renderEditCell: (params) => <CategoryEditCell {...params} />,
  },
  {
    field: 'subcategory',
    headerName: 'Subcategory',
    type: 'singleSelect',
    width: 160,
    editable: true,
    // The options depend on the category of the row being edited.
    valueOptions: ({ row }) => (row ? SUBCATEGORIES[row.category] : Object.values(SUBCATEGORIES).flat()),
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, editable: true },
];

export default function LinkedFieldsRowEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
