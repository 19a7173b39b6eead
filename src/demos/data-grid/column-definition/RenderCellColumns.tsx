import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'On track' | 'At risk' | 'Done';

interface Project {
  id: number;
  name: string;
  owner: string;
  status: Status;
  progress: number;
}

const rows: Project[] = [
  { id: 1, name: 'Checkout redesign', owner: 'Nadia Petrova', status: 'On track', progress: 0.62 },
  { id: 2, name: 'Warehouse API v2', owner: 'Tom Becker', status: 'At risk', progress: 0.35 },
  { id: 3, name: 'Mobile onboarding', owner: 'Aisha Bello', status: 'Done', progress: 1 },
  { id: 4, name: 'Search relevance', owner: 'Carlos Ruiz', status: 'On track', progress: 0.48 },
  { id: 5, name: 'Billing migration', owner: 'Yuki Tanaka', status: 'At risk', progress: 0.21 },
];

const statusColor = { 'On track': 'info', 'At risk': 'warning', Done: 'success' } as const;

function ProgressCell({ value, row }: GridRenderCellParams<Project, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${row.name} progress`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // The value stays the string "At risk", so sorting and filtering are unchanged.
    renderCell: (params: GridRenderCellParams<Project, Status>) =>
      params.value ? (
        <Chip label={params.value} color={statusColor[params.value]} size="small" variant="outlined" />
      ) : null,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 180,
    // `display: 'flex'` centres the custom content vertically in the cell.
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Project, number>) => <ProgressCell {...params} />,
  },
];

export default function RenderCellColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
