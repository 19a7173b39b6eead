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

interface Recipe {
  id: number;
  path: string[];
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, path: ['Starters'], cuisine: 'Mixed', minutes: 20 },
  { id: 2, path: ['Starters', 'Gazpacho'], cuisine: 'Spanish', minutes: 15 },
  { id: 3, path: ['Starters', 'Bruschetta'], cuisine: 'Italian', minutes: 10 },
  { id: 4, path: ['Starters', 'Miso soup'], cuisine: 'Japanese', minutes: 20 },
  { id: 5, path: ['Mains'], cuisine: 'Italian', minutes: 45 },
  { id: 6, path: ['Mains', 'Risotto ai funghi'], cuisine: 'Italian', minutes: 40 },
  { id: 7, path: ['Mains', 'Chicken teriyaki'], cuisine: 'Japanese', minutes: 30 },
  { id: 8, path: ['Mains', 'Paella valenciana'], cuisine: 'Spanish', minutes: 60 },
  { id: 9, path: ['Desserts'], cuisine: 'Spanish', minutes: 25 },
  { id: 10, path: ['Desserts', 'Tiramisu'], cuisine: 'Italian', minutes: 30 },
  { id: 11, path: ['Desserts', 'Churros'], cuisine: 'Spanish', minutes: 35 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const groupingColDef: GridGroupingColDefOverride<Recipe> = { headerName: 'Course / dish', width: 220 };

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'cuisine', operator: 'equals', value: 'Italian' }] } },
};

const getTreeDataPath = (row: Recipe) => row.path;

export default function TreeDataFiltering() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenFiltering}
            onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
          />
        }
        label="Filter top-level rows only"
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
          disableChildrenFiltering={disableChildrenFiltering}
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}
