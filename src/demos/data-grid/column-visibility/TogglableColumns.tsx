import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_FIELD, type GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  name: string;
  plan: 'Starter' | 'Team' | 'Enterprise';
  seats: number;
  renewal: string;
  region: string;
}

const rows: Account[] = [
  { id: 1042, name: 'Pine & Oak Studio', plan: 'Team', seats: 12, renewal: '2026-09-01', region: 'North America' },
  { id: 1043, name: 'Nordlicht GmbH', plan: 'Enterprise', seats: 240, renewal: '2027-01-15', region: 'Europe' },
  { id: 1044, name: 'Tamarind Health', plan: 'Starter', seats: 3, renewal: '2026-06-20', region: 'Asia Pacific' },
  { id: 1045, name: 'Quetzal Payments', plan: 'Team', seats: 28, renewal: '2026-11-30', region: 'Latin America' },
];

const columns: GridColDef<Account>[] = [
  { field: 'id', headerName: 'Account ID', type: 'number', width: 110 },
  { field: 'name', headerName: 'Account', width: 180 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'renewal', headerName: 'Renewal', width: 120 },
  { field: 'region', headerName: 'Region', width: 140 },
];

// Columns that must not appear in the panel: the selection checkboxes and the ID.
const FIXED_FIELDS = new Set([GRID_CHECKBOX_SELECTION_FIELD, 'id']);

const getTogglableColumns = (allColumns: GridColDef[]): string[] =>
  allColumns.filter((column) => !FIXED_FIELDS.has(column.field)).map((column) => column.field);

export default function TogglableColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        checkboxSelection
        slotProps={{ columnsManagement: { getTogglableColumns } }}
      />
    </Box>
  );
}
