import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridFilterModel,
  type GridListViewColDef,
  type GridRenderCellParams,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  minutes: number;
  rating: number;
}

const rows: Recipe[] = [
  { id: 1, name: 'Shakshuka', cuisine: 'Middle Eastern', minutes: 35, rating: 4.7 },
  { id: 2, name: 'Chicken katsu curry', cuisine: 'Japanese', minutes: 50, rating: 4.8 },
  { id: 3, name: 'Mushroom risotto', cuisine: 'Italian', minutes: 45, rating: 4.5 },
  { id: 4, name: 'Fish tacos', cuisine: 'Mexican', minutes: 30, rating: 4.6 },
  { id: 5, name: 'Pad see ew', cuisine: 'Thai', minutes: 25, rating: 4.4 },
  { id: 6, name: 'Greek salad', cuisine: 'Greek', minutes: 15, rating: 4.2 },
  { id: 7, name: 'Beef bourguignon', cuisine: 'French', minutes: 180, rating: 4.9 },
  { id: 8, name: 'Dal tadka', cuisine: 'Indian', minutes: 40, rating: 4.6 },
  { id: 9, name: 'Bibimbap', cuisine: 'Korean', minutes: 45, rating: 4.7 },
  { id: 10, name: 'Spaghetti carbonara', cuisine: 'Italian', minutes: 20, rating: 4.8 },
  { id: 11, name: 'Pho bo', cuisine: 'Vietnamese', minutes: 150, rating: 4.8 },
  { id: 12, name: 'Falafel wraps', cuisine: 'Middle Eastern', minutes: 40, rating: 4.3 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

function RecipeItem({ row }: GridRenderCellParams<Recipe>) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', height: '100%' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {row.cuisine} · {row.minutes} min
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ flexShrink: 0 }}>
        ★ {row.rating.toFixed(1)}
      </Typography>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Recipe> = {
  field: 'listColumn',
  renderCell: (params) => <RecipeItem {...params} />,
};

const SORT_OPTIONS: { label: string; model: GridSortModel }[] = [
  { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
  { label: 'Quickest', model: [{ field: 'minutes', sort: 'asc' }] },
  { label: 'Name (A-Z)', model: [{ field: 'name', sort: 'asc' }] },
];

export default function ListViewSmallScreen() {
  const [sortIndex, setSortIndex] = React.useState(0);
  const [search, setSearch] = React.useState('');

  // No column headers in list view: sorting and filtering come from the controls above.
  const sortModel = SORT_OPTIONS[sortIndex]?.model ?? [];
  const filterModel: GridFilterModel = React.useMemo(
    () => ({ items: [], quickFilterValues: search.split(' ').filter(Boolean) }),
    [search],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Search recipes"
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Sort by"
          size="small"
          value={sortIndex}
          onChange={(event) => setSortIndex(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          {SORT_OPTIONS.map((option, index) => (
            <MenuItem key={option.label} value={index}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          sortModel={sortModel}
          filterModel={filterModel}
          onFilterModelChange={(model) => setSearch((model.quickFilterValues ?? []).join(' '))}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
