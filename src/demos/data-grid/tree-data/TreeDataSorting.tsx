import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Team {
  id: number;
  path: string[];
  headcount: number;
  budget: number;
}

const rows: Team[] = [
  { id: 1, path: ['Engineering'], headcount: 42, budget: 6_300_000 },
  { id: 2, path: ['Engineering', 'Platform'], headcount: 14, budget: 2_100_000 },
  { id: 3, path: ['Engineering', 'Mobile'], headcount: 9, budget: 1_350_000 },
  { id: 4, path: ['Engineering', 'Web'], headcount: 19, budget: 2_850_000 },
  { id: 5, path: ['Marketing'], headcount: 12, budget: 1_800_000 },
  { id: 6, path: ['Marketing', 'Brand'], headcount: 5, budget: 900_000 },
  { id: 7, path: ['Marketing', 'Growth'], headcount: 7, budget: 900_000 },
  { id: 8, path: ['Support'], headcount: 18, budget: 1_260_000 },
  { id: 9, path: ['Support', 'Tier 1'], headcount: 12, budget: 720_000 },
  { id: 10, path: ['Support', 'Tier 2'], headcount: 6, budget: 540_000 },
];

const columns: GridColDef<Team>[] = [
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 120 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  },
];

const groupingColDef: GridGroupingColDefOverride<Team> = { headerName: 'Department / team', width: 220 };

const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'headcount', sort: 'desc' }] },
};

const getTreeDataPath = (row: Team) => row.path;

export default function TreeDataSorting() {
  const [disableChildrenSorting, setDisableChildrenSorting] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenSorting}
            onChange={(event) => setDisableChildrenSorting(event.target.checked)}
          />
        }
        label="Sort top-level rows only"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={initialState}
          disableChildrenSorting={disableChildrenSorting}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
