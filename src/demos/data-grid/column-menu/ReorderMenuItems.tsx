import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
  openedOn: Date;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Globex Ltd',
    priority: 'High',
    openedOn: new Date(2025, 2, 3),
  },
  {
    id: 2,
    subject: 'Cannot reset my password',
    customer: 'Initech',
    priority: 'Urgent',
    openedOn: new Date(2025, 2, 4),
  },
  {
    id: 3,
    subject: 'Export to CSV misses the last column',
    customer: 'Acme Tools',
    priority: 'Normal',
    openedOn: new Date(2025, 2, 4),
  },
  {
    id: 4,
    subject: 'Add a second billing address',
    customer: 'Wayne Foods',
    priority: 'Low',
    openedOn: new Date(2025, 2, 6),
  },
  {
    id: 5,
    subject: 'Dashboard loads slowly in the morning',
    customer: 'Stark Logistics',
    priority: 'High',
    openedOn: new Date(2025, 2, 7),
  },
  {
    id: 6,
    subject: 'Change the account owner',
    customer: 'Umbrella Health',
    priority: 'Normal',
    openedOn: new Date(2025, 2, 10),
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Urgent', 'High', 'Normal', 'Low'],
    width: 110,
  },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Lower numbers come first. The defaults are sort 10, filter 20 and columns 30.
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuSortItem: { displayOrder: 40 },
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
