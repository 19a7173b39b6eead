import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface OrgUnit {
  id: number;
  path: string[];
  manager: string;
  headcount: number;
  budget: number;
}

// A company's organisation chart: each row's path lists its parents and its own name.
const rows: OrgUnit[] = [
  { id: 1, path: ['Operations'], manager: 'Grace Holloway', headcount: 64, budget: 5_200_000 },
  { id: 2, path: ['Operations', 'Logistics'], manager: 'Tomás Ibarra', headcount: 28, budget: 2_100_000 },
  {
    id: 3,
    path: ['Operations', 'Logistics', 'Warehouse Rotterdam'],
    manager: 'Eva de Vries',
    headcount: 17,
    budget: 1_250_000,
  },
  { id: 4, path: ['Operations', 'Logistics', 'Fleet'], manager: 'Kwame Mensah', headcount: 11, budget: 850_000 },
  { id: 5, path: ['Operations', 'Procurement'], manager: 'Lena Fischer', headcount: 9, budget: 780_000 },
  { id: 6, path: ['Product'], manager: 'Arjun Mehta', headcount: 41, budget: 4_600_000 },
  { id: 7, path: ['Product', 'Design'], manager: 'Camille Laurent', headcount: 12, budget: 1_300_000 },
  { id: 8, path: ['Product', 'Engineering'], manager: 'Mei Chen', headcount: 29, budget: 3_300_000 },
];

const columns: GridColDef<OrgUnit>[] = [
  { field: 'manager', headerName: 'Manager', width: 160 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
  { field: 'budget', headerName: 'Budget (EUR)', type: 'number', width: 140 },
];

export default function StylingRowGroups() {
  return (
    <Box
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 420,
          width: '100%',
          // Tree data rows carry aria-level: 1 for top-level groups, 2 for their children...
          '& .MuiDataGrid-row[aria-level="1"]': {
            backgroundColor: theme.alpha(palette.primary.main, 0.1),
            fontWeight: 700,
          },
          '& .MuiDataGrid-row[aria-level="2"]': {
            backgroundColor: theme.alpha(palette.primary.main, 0.04),
          },
          '& .MuiDataGrid-row[aria-level="3"]': {
            color: palette.text.secondary,
          },
        };
      }}
    >
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{ headerName: 'Department', flex: 1, minWidth: 220 }}
        hideFooter
      />
    </Box>
  );
}
