import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

type TabNavigationMode = NonNullable<DataGridProps['tabNavigation']>;

interface Course {
  id: number;
  code: string;
  title: string;
  teacher: string;
  credits: number;
}

const rows: Course[] = [
  { id: 1, code: 'CS101', title: 'Introduction to programming', teacher: 'Dr. Amelia Park', credits: 6 },
  { id: 2, code: 'MA201', title: 'Linear algebra', teacher: 'Prof. Jonas Weber', credits: 5 },
  { id: 3, code: 'PH110', title: 'Classical mechanics', teacher: 'Dr. Nia Thompson', credits: 5 },
  { id: 4, code: 'EC150', title: 'Principles of economics', teacher: 'Prof. Luis Ortega', credits: 4 },
];

const columns: GridColDef<Course>[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 200 },
  { field: 'teacher', headerName: 'Teacher', width: 170 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];

const MODES: { value: TabNavigationMode; label: string }[] = [
  { value: 'none', label: 'none: Tab leaves the grid' },
  { value: 'content', label: 'content: Tab moves between cells' },
  { value: 'header', label: 'header: Tab moves between headers' },
  { value: 'all', label: 'all: headers, then cells' },
];

export default function TabNavigation() {
  const [mode, setMode] = React.useState<TabNavigationMode>('content');

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 280 }}>
        <InputLabel id="tab-navigation-mode-label">tabNavigation</InputLabel>
        <Select
          id="tab-navigation-mode"
          labelId="tab-navigation-mode-label"
          label="tabNavigation"
          value={mode}
          onChange={(event) => setMode(event.target.value as TabNavigationMode)}
        >
          {MODES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 280 }}>
        <DataGrid rows={rows} columns={columns} tabNavigation={mode} hideFooter />
      </Box>
    </Box>
  );
}
