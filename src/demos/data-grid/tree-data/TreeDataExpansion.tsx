import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  path: string[];
  owner: string;
  status: 'Done' | 'In progress' | 'Not started';
  due: string;
}

const rows: Task[] = [
  { id: 1, path: ['Website relaunch'], owner: 'Nadia Haddad', status: 'In progress', due: '2025-09-30' },
  { id: 2, path: ['Website relaunch', 'Design'], owner: 'Leo Martins', status: 'Done', due: '2025-06-15' },
  {
    id: 3,
    path: ['Website relaunch', 'Design', 'Wireframes'],
    owner: 'Leo Martins',
    status: 'Done',
    due: '2025-05-20',
  },
  {
    id: 4,
    path: ['Website relaunch', 'Design', 'Visual design'],
    owner: 'Chloé Dubois',
    status: 'Done',
    due: '2025-06-15',
  },
  { id: 5, path: ['Website relaunch', 'Build'], owner: 'Omar Farouk', status: 'In progress', due: '2025-08-31' },
  {
    id: 6,
    path: ['Website relaunch', 'Build', 'Page templates'],
    owner: 'Omar Farouk',
    status: 'In progress',
    due: '2025-07-31',
  },
  {
    id: 7,
    path: ['Website relaunch', 'Build', 'Content migration'],
    owner: 'Hana Sato',
    status: 'Not started',
    due: '2025-08-31',
  },
  { id: 8, path: ['Mobile app'], owner: 'Nadia Haddad', status: 'Not started', due: '2025-12-15' },
  { id: 9, path: ['Mobile app', 'Discovery'], owner: 'Chloé Dubois', status: 'Not started', due: '2025-10-10' },
  {
    id: 10,
    path: ['Mobile app', 'Discovery', 'User interviews'],
    owner: 'Chloé Dubois',
    status: 'Not started',
    due: '2025-10-03',
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
];

const groupingColDef: GridGroupingColDefOverride<Task> = { headerName: 'Project', minWidth: 250, flex: 1 };

const getTreeDataPath = (row: Task) => row.path;

// Open the groups whose own row is still in progress; keep the others closed.
const isGroupExpandedByDefault = (node: GridGroupNode) => {
  const row = rows.find((item) => item.id === node.id);
  return row?.status === 'In progress';
};

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
