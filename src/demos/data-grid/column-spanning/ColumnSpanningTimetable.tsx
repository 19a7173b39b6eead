import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColSpanFn } from '@mui/x-data-grid-pro';

const PERIODS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
type Period = (typeof PERIODS)[number];

type Day = { id: number; day: string } & Record<Period, string>;

const rows: Day[] = [
  { id: 1, day: 'Monday', p1: 'Maths', p2: 'Maths', p3: 'English', p4: 'History', p5: 'History' },
  { id: 2, day: 'Tuesday', p1: 'Biology', p2: 'Chemistry', p3: 'Chemistry', p4: 'Chemistry', p5: 'Music' },
  {
    id: 3,
    day: 'Wednesday',
    p1: 'English',
    p2: 'Maths',
    p3: 'Physical education',
    p4: 'Physical education',
    p5: 'Art',
  },
  { id: 4, day: 'Thursday', p1: 'Geography', p2: 'Geography', p3: 'Maths', p4: 'Physics', p5: 'Physics' },
  { id: 5, day: 'Friday', p1: 'Field trip', p2: 'Field trip', p3: 'Field trip', p4: 'Field trip', p5: 'Field trip' },
];

const TIMES: Record<Period, string> = {
  p1: '08:30',
  p2: '09:30',
  p3: '10:45',
  p4: '11:45',
  p5: '13:30',
};

/**
 * A lesson cell spans the following periods that have the same subject,
 * reading the periods in their current on-screen order.
 */
function spanOfLesson(field: Period): GridColSpanFn<Day, string> {
  return (value, row, _column, apiRef) => {
    const fields = apiRef.current.getVisibleColumns().map((column) => column.field);
    let span = 1;
    for (let index = fields.indexOf(field) + 1; index < fields.length; index += 1) {
      const next = fields[index] as Period | undefined;
      if (!next || !PERIODS.includes(next) || row[next] !== value) break;
      span += 1;
    }
    return span;
  };
}

const columns: GridColDef<Day>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  ...PERIODS.map<GridColDef<Day>>((field) => ({
    field,
    headerName: TIMES[field],
    width: 130,
    sortable: false,
    colSpan: spanOfLesson(field),
    cellClassName: 'lesson',
  })),
];

export default function ColumnSpanningTimetable() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .lesson': { borderLeft: 1, borderColor: 'divider' },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['day'] } }}
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
