import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridRenderContext } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
}

const FIRST_NAMES = [
  'Alice',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Esther',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jamal',
] as const;
const LAST_NAMES = ['Andersen', 'Baptiste', 'Costa', 'Dubois', 'Evans', 'Fischer', 'Garcia'] as const;
const DEPARTMENTS = ['Finance', 'Marketing', 'Engineering', 'Legal', 'Operations'] as const;
const OFFICES = ['Berlin', 'Lisbon', 'Toronto', 'Sydney'] as const;

// Picks an item by row index, cycling through the list, so the data is fixed.
function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

const rows: Employee[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${pick(FIRST_NAMES, index)} ${pick(LAST_NAMES, index * 3)}`,
  department: pick(DEPARTMENTS, index * 2),
  office: pick(OFFICES, index),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function DisableVirtualization() {
  const apiRef = useGridApiRef();
  const [renderContext, setRenderContext] = React.useState<GridRenderContext | null>(null);

  React.useEffect(() => apiRef.current?.subscribeEvent('renderedRowsIntervalChange', setRenderContext), [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {renderContext
          ? `Rendering rows ${renderContext.firstRowIndex + 1}–${renderContext.lastRowIndex} of ${rows.length}.`
          : 'Loading…'}
      </Typography>
      <Box sx={{ height: 320 }}>
        {/* Every row is in the page: fine for 60 rows, too slow for thousands. */}
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" disableVirtualization hideFooter />
      </Box>
    </Box>
  );
}
