import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  skills: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Grace Lee',
    role: 'Engineering manager',
    office: 'Sydney',
    skills: 'Hiring, roadmap planning, TypeScript',
  },
  {
    id: 2,
    name: 'Tomás Silva',
    role: 'Backend developer',
    office: 'Lisbon',
    skills: 'PostgreSQL, Go, incident response',
  },
  {
    id: 3,
    name: 'Yuki Tanaka',
    role: 'Product designer',
    office: 'Tokyo',
    skills: 'Figma, user research, design systems',
  },
  { id: 4, name: 'Ethan Brown', role: 'Data analyst', office: 'Toronto', skills: 'SQL, Python, dashboarding' },
  { id: 5, name: 'Aisha Khan', role: 'QA engineer', office: 'Karachi', skills: 'Playwright, accessibility audits' },
];

function DetailPanelHeader() {
  const apiRef = useGridApiContext();
  const expandedRowIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);

  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      Skills ({expandedRowIds.size} open)
    </Typography>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 130,
    headerName: 'Skills',
    renderHeader: () => <DetailPanelHeader />,
  },
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function CustomDetailPanelHeader() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => (
      <Box sx={{ px: 3, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">{row.skills}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 52, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
