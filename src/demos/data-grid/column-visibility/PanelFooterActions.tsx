import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  instructor: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  hours: number;
  rating: number;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to Photography', instructor: 'Laura Benson', level: 'Beginner', hours: 6, rating: 4.7 },
  { id: 2, title: 'Sourdough at Home', instructor: 'Marco Ricci', level: 'Beginner', hours: 4, rating: 4.9 },
  {
    id: 3,
    title: 'Watercolour Landscapes',
    instructor: 'Hana Kobayashi',
    level: 'Intermediate',
    hours: 9,
    rating: 4.6,
  },
  { id: 4, title: 'Woodworking: Joinery', instructor: 'Erik Lindqvist', level: 'Advanced', hours: 14, rating: 4.8 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 200 },
  { field: 'instructor', headerName: 'Instructor', width: 150 },
  { field: 'level', headerName: 'Level', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function PanelFooterActions() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(false);
  const [disableResetButton, setDisableResetButton] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableShowHideToggle}
              onChange={(event) => setDisableShowHideToggle(event.target.checked)}
            />
          }
          label="Remove Show/Hide all"
        />
        <FormControlLabel
          control={
            <Switch checked={disableResetButton} onChange={(event) => setDisableResetButton(event.target.checked)} />
          }
          label="Remove Reset"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          slotProps={{ columnsManagement: { disableShowHideToggle, disableResetButton } }}
        />
      </Box>
    </Box>
  );
}
