import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

interface Song {
  id: number;
  title: string;
  artist: string;
  album: string;
  length: string;
}

const rows: Song[] = [
  { id: 1, title: 'Pata Pata', artist: 'Miriam Makeba', album: 'Pata Pata', length: '3:02' },
  { id: 2, title: 'Águas de Março', artist: 'Elis Regina', album: 'Elis & Tom', length: '3:32' },
  { id: 3, title: 'Fly Me to the Moon', artist: 'Frank Sinatra', album: 'It Might as Well Be Swing', length: '2:27' },
  { id: 4, title: 'La Vie en rose', artist: 'Édith Piaf', album: 'La Vie en rose', length: '3:07' },
  { id: 5, title: 'Chan Chan', artist: 'Buena Vista Social Club', album: 'Buena Vista Social Club', length: '4:16' },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 180 },
  { field: 'album', headerName: 'Album', width: 200 },
  { field: 'length', headerName: 'Length', width: 90 },
];

const DENSITY_OPTIONS: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function DensityMenuToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  // Fixed ids: one density menu per page.
  const menuId = 'density-menu';
  const triggerId = 'density-menu-trigger';

  return (
    <Toolbar>
      <Tooltip title="Density">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-label="Density"
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <DensityMediumIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        {DENSITY_OPTIONS.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              // The API method changes the grid's own density state.
              apiRef.current.setDensity(option.value);
              setOpen(false);
            }}
          >
            <ListItemIcon>{density === option.value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function DensityToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: DensityMenuToolbar }}
        showToolbar
        initialState={{ density: 'compact' }}
        hideFooter
      />
    </Box>
  );
}
