import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
  founded: number;
}

const rows: City[] = [
  { id: 1, city: 'Lyon', country: 'France', population: 522_250, founded: -43 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 231_800, founded: 275 },
  { id: 3, city: 'Gdańsk', country: 'Poland', population: 486_000, founded: 997 },
  { id: 4, city: 'Bergen', country: 'Norway', population: 291_000, founded: 1070 },
  { id: 5, city: 'Valencia', country: 'Spain', population: 807_700, founded: -138 },
  { id: 6, city: 'Leipzig', country: 'Germany', population: 628_700, founded: 1165 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  {
    field: 'founded',
    headerName: 'Founded',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value < 0 ? `${-value} BC` : `AD ${value}`),
  },
];

// Replaces the default "Sort by ASC / DESC" items with labels that depend on the column type.
function PlainSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.sortable === false) {
    return null;
  }
  const isNumber = colDef.type === 'number';
  const choices: { direction: GridSortDirection; label: string; icon: ReactNode }[] = [
    {
      direction: 'asc',
      label: isNumber ? 'Smallest first' : 'A to Z',
      icon: <ArrowUpwardIcon fontSize="small" />,
    },
    {
      direction: 'desc',
      label: isNumber ? 'Largest first' : 'Z to A',
      icon: <ArrowDownwardIcon fontSize="small" />,
    },
  ];
  return choices.map((choice) => (
    <MenuItem
      key={choice.label}
      onClick={(event) => {
        apiRef.current.sortColumn(colDef.field, choice.direction);
        onClick(event);
      }}
    >
      <ListItemIcon>{choice.icon}</ListItemIcon>
      <ListItemText>{choice.label}</ListItemText>
    </MenuItem>
  ));
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  // Same key as the default item: the custom component takes its place and its position.
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: PlainSortItem }} />;
}

export default function OverrideMenuItem() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
