import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface OrgUnit {
  id: number;
  // The unit's place in the tree, from the top: ['Engineering', 'Platform'].
  path: string[];
  lead: string;
  headcount: number;
  budget: number;
}

const rows: OrgUnit[] = [
  { id: 1, path: ['Engineering'], lead: 'Amelia Hart', headcount: 64, budget: 9_400_000 },
  { id: 2, path: ['Engineering', 'Platform'], lead: 'Tobias Berg', headcount: 22, budget: 3_300_000 },
  { id: 3, path: ['Engineering', 'Payments'], lead: 'Rafael Ortiz', headcount: 18, budget: 2_700_000 },
  { id: 4, path: ['Engineering', 'Mobile'], lead: 'Mei Lin', headcount: 24, budget: 3_400_000 },
  { id: 5, path: ['Sales'], lead: 'Nadia Haddad', headcount: 41, budget: 5_100_000 },
  { id: 6, path: ['Sales', 'Europe'], lead: 'Lucas Moreau', headcount: 17, budget: 2_000_000 },
  { id: 7, path: ['Sales', 'Americas'], lead: 'Grace Lee', headcount: 24, budget: 3_100_000 },
  { id: 8, path: ['Operations'], lead: 'Samuel Osei', headcount: 19, budget: 1_900_000 },
  { id: 9, path: ['Operations', 'Finance'], lead: 'Priya Sharma', headcount: 8, budget: 800_000 },
  { id: 10, path: ['Operations', 'People'], lead: 'Jonas Weber', headcount: 11, budget: 1_100_000 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<OrgUnit>[] = [
  { field: 'lead', headerName: 'Lead', flex: 1, minWidth: 140 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Defined once, outside the component, so the grid does not rebuild the tree on every render.
const getTreeDataPath = (row: OrgUnit) => row.path;
const groupingColDef = { headerName: 'Department', minWidth: 200 };

export default function ProFeatures() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Tree data: each row sits under the row whose path is its parent.
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        // Budget stays on the right edge when the grid scrolls sideways.
        initialState={{ pinnedColumns: { right: ['budget'] } }}
        hideFooter
      />
    </Box>
  );
}
