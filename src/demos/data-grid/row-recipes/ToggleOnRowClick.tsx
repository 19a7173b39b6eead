import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
  ingredients: string;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Shakshuka',
    cuisine: 'North African',
    minutes: 30,
    ingredients: 'Eggs, tomatoes, red pepper, onion, garlic, cumin, paprika',
  },
  {
    id: 2,
    name: 'Pad thai',
    cuisine: 'Thai',
    minutes: 25,
    ingredients: 'Rice noodles, prawns, tofu, bean sprouts, tamarind, peanuts',
  },
  {
    id: 3,
    name: 'Risotto alla milanese',
    cuisine: 'Italian',
    minutes: 40,
    ingredients: 'Carnaroli rice, saffron, stock, onion, butter, parmesan',
  },
  {
    id: 4,
    name: 'Chicken tikka masala',
    cuisine: 'Indian',
    minutes: 50,
    ingredients: 'Chicken thighs, yoghurt, garam masala, tomatoes, cream',
  },
  {
    id: 5,
    name: 'Gazpacho',
    cuisine: 'Spanish',
    minutes: 15,
    ingredients: 'Tomatoes, cucumber, green pepper, garlic, olive oil, sherry vinegar',
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function ToggleOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere in the row opens or closes its panel. Clicks in the toggle
  // column are left to the grid, which already toggles the panel there.
  const handleCellClick = React.useCallback<GridEventListener<'cellClick'>>(
    (params) => {
      if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
        apiRef.current?.toggleDetailPanel(params.id);
      }
    },
    [apiRef],
  );

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Recipe>) => (
      <Box sx={{ px: 4, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">{row.ingredients}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 48, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
