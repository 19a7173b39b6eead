import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  notes: string;
  due: string;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Renew SSL certificates',
    owner: 'Priya Nair',
    notes: 'Wildcard certificate expires on 14 May',
    due: '2026-05-10',
  },
  {
    id: 2,
    title: 'Quarterly access review',
    owner: 'Tom Becker',
    notes: 'Export the group list from the directory first',
    due: '2026-05-15',
  },
  {
    id: 3,
    title: 'Migrate build agents',
    owner: 'Aiko Tanaka',
    notes: 'Two agents left on the old image',
    due: '2026-05-22',
  },
  { id: 4, title: 'Update the on-call rota', owner: 'Lucas Moreau', notes: 'Swap weeks 21 and 22', due: '2026-05-08' },
  {
    id: 5,
    title: 'Archive old log buckets',
    owner: 'Sofia Rossi',
    notes: 'Keep 90 days in hot storage',
    due: '2026-06-01',
  },
];

const columns: GridColDef<Task>[] = [
  // Takes two shares of the free space, but never less than 180px.
  { field: 'title', headerName: 'Task', flex: 2, minWidth: 180 },
  // Takes one share of the free space, between 120px and 200px.
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 120, maxWidth: 200 },
  { field: 'notes', headerName: 'Notes', flex: 3, minWidth: 200 },
  // A fixed column next to fluid ones keeps its width.
  { field: 'due', headerName: 'Due', width: 110 },
];

export default function FluidWidth() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
