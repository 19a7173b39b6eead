import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Country {
  id: number;
  name: string;
  capital: string;
  population: number;
  area: number;
}

const rows: Country[] = [
  { id: 1, name: 'Portugal', capital: 'Lisbon', population: 10.4, area: 92212 },
  { id: 2, name: 'Kenya', capital: 'Nairobi', population: 55.1, area: 580367 },
  { id: 3, name: 'Chile', capital: 'Santiago', population: 19.6, area: 756102 },
  { id: 4, name: 'Vietnam', capital: 'Hanoi', population: 98.9, area: 331212 },
  { id: 5, name: 'Norway', capital: 'Oslo', population: 5.5, area: 385207 },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'capital', headerName: 'Capital', width: 140 },
  { field: 'population', headerName: 'Population (millions)', type: 'number', width: 190 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 130 },
];

const HEIGHTS = [36, 56, 80] as const;

export default function HeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState<number>(36);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={headerHeight}
        exclusive
        size="small"
        aria-label="Column header height"
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setHeaderHeight(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        {HEIGHTS.map((height) => (
          <ToggleButton key={height} value={height}>
            {height} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={headerHeight} hideFooter />
      </Box>
    </Box>
  );
}
