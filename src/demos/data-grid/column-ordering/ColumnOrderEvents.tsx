import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  code: string;
  title: string;
  teacher: string;
  credits: number;
  room: string;
}

const rows: Course[] = [
  { id: 1, code: 'MAT-201', title: 'Linear algebra', teacher: 'Dr. Ines Costa', credits: 6, room: 'B-104' },
  { id: 2, code: 'PHY-110', title: 'Classical mechanics', teacher: 'Dr. Tobias Berg', credits: 5, room: 'A-012' },
  { id: 3, code: 'CS-230', title: 'Databases', teacher: 'Dr. Naomi Clarke', credits: 6, room: 'C-301' },
  { id: 4, code: 'ECO-150', title: 'Microeconomics', teacher: 'Dr. Rafael Soto', credits: 4, room: 'D-220' },
  { id: 5, code: 'BIO-105', title: 'Cell biology', teacher: 'Dr. Leila Karimi', credits: 5, room: 'E-015' },
];

const columns: GridColDef<Course>[] = [
  { field: 'code', headerName: 'Code', width: 110 },
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'teacher', headerName: 'Teacher', width: 170 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 100 },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function ColumnOrderEvents() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const addEntry = React.useCallback((entry: string) => {
    setLog((previous) => [entry, ...previous].slice(0, 4));
  }, []);

  // The grid sets `apiRef.current` before the effects of its parent run.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const unsubscribeStart = api.subscribeEvent('columnHeaderDragStart', (params) => {
      addEntry(`columnHeaderDragStart: ${params.field}`);
    });
    const unsubscribeEnd = api.subscribeEvent('columnHeaderDragEnd', (params) => {
      addEntry(`columnHeaderDragEnd: ${params.field}`);
    });
    return () => {
      unsubscribeStart();
      unsubscribeEnd();
    };
  }, [apiRef, addEntry]);

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    addEntry(`onColumnOrderChange: ${params.column.field} from ${params.oldIndex} to ${params.targetIndex}`);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
      <Box
        role="log"
        aria-label="Reordering events"
        sx={{ height: 104, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace' }}
      >
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Drag a column header to another position.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${entry}-${log.length - index}`} variant="body2" sx={{ fontFamily: 'inherit' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
