import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  title: string;
  cuisine: string;
  minutes: number;
  favorite: boolean;
}

const rows: Recipe[] = [
  { id: 1, title: 'Shakshuka', cuisine: 'North African', minutes: 30, favorite: true },
  { id: 2, title: 'Pad kra pao', cuisine: 'Thai', minutes: 20, favorite: false },
  { id: 3, title: 'Mushroom risotto', cuisine: 'Italian', minutes: 45, favorite: false },
  { id: 4, title: 'Chana masala', cuisine: 'Indian', minutes: 40, favorite: true },
  { id: 5, title: 'Fish tacos', cuisine: 'Mexican', minutes: 25, favorite: false },
];

// A component, not an inline function, so it may call hooks such as useGridApiContext.
function FavoriteCell({ id, value, row, hasFocus, tabIndex }: GridRenderCellParams<Recipe, boolean>) {
  const apiRef = useGridApiContext();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      buttonRef.current?.focus();
    }
  }, [hasFocus]);

  const toggle = () => {
    // Updates this row inside the grid; the cell re-renders with the new value.
    apiRef.current.updateRows([{ id, favorite: !value }]);
  };

  return (
    <IconButton
      ref={buttonRef}
      tabIndex={tabIndex}
      size="small"
      aria-label={`Favorite ${row.title}`}
      aria-pressed={Boolean(value)}
      onClick={toggle}
      sx={{ color: value ? 'warning.main' : 'text.secondary' }}
    >
      {value ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<Recipe>[] = [
  {
    field: 'favorite',
    headerName: 'Favorite',
    type: 'boolean',
    width: 100,
    renderCell: (params: GridRenderCellParams<Recipe, boolean>) => <FavoriteCell {...params} />,
  },
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
];

export default function HooksInRenderCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
