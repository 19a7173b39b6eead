import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import WidthNormalIcon from '@mui/icons-material/WidthNormal';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  jobTitle: string;
  office: string;
  email: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Olivia Martin',
    jobTitle: 'Senior Product Designer',
    office: 'Lisbon',
    email: 'olivia.martin@northwind.example',
  },
  {
    id: 2,
    name: 'Noah Schmidt',
    jobTitle: 'Backend Engineer',
    office: 'Berlin',
    email: 'noah.schmidt@northwind.example',
  },
  {
    id: 3,
    name: 'Amara Mensah',
    jobTitle: 'Head of Customer Success',
    office: 'London',
    email: 'amara.mensah@northwind.example',
  },
  { id: 4, name: 'Lucas Moreau', jobTitle: 'Data Analyst', office: 'Paris', email: 'lucas.moreau@northwind.example' },
  {
    id: 5,
    name: 'Sofia Rossi',
    jobTitle: 'Engineering Manager',
    office: 'Milan',
    email: 'sofia.rossi@northwind.example',
  },
  {
    id: 6,
    name: 'Kenji Watanabe',
    jobTitle: 'Mobile Developer',
    office: 'Tokyo',
    email: 'kenji.watanabe@northwind.example',
  },
];

// Narrow widths on purpose, so that the new menu item has something to fix.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 110 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 140 },
];

// A menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <WidthNormalIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      // Sort is 10, filter 20, columns 30: 15 places the item between sort and filter.
      slotProps={{ columnMenuFitItem: { displayOrder: 15 } }}
    />
  );
}

export default function AddMenuItem() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
