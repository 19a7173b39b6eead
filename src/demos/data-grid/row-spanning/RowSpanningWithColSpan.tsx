import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
type Day = (typeof DAYS)[number];

type Timetable = { id: number; time: string; isBreak?: boolean } & Record<Day, string>;

// A school week. Double periods repeat the subject on two rows; the break fills the whole row.
const rows: Timetable[] = [
  {
    id: 1,
    time: '08:30',
    monday: 'Maths',
    tuesday: 'Chemistry',
    wednesday: 'English',
    thursday: 'Maths',
    friday: 'Art',
  },
  {
    id: 2,
    time: '09:20',
    monday: 'Maths',
    tuesday: 'Chemistry',
    wednesday: 'History',
    thursday: 'Physics',
    friday: 'Art',
  },
  { id: 3, time: '10:10', monday: 'Break', tuesday: '', wednesday: '', thursday: '', friday: '', isBreak: true },
  {
    id: 4,
    time: '10:30',
    monday: 'English',
    tuesday: 'Biology',
    wednesday: 'Maths',
    thursday: 'Physics',
    friday: 'French',
  },
  {
    id: 5,
    time: '11:20',
    monday: 'French',
    tuesday: 'Biology',
    wednesday: 'P.E.',
    thursday: 'Geography',
    friday: 'Music',
  },
  {
    id: 6,
    time: '12:10',
    monday: 'French',
    tuesday: 'History',
    wednesday: 'P.E.',
    thursday: 'Geography',
    friday: 'Music',
  },
];

const dayColumns: GridColDef<Timetable>[] = DAYS.map((day) => ({
  field: day,
  headerName: day.charAt(0).toUpperCase() + day.slice(1),
  flex: 1,
  minWidth: 110,
  sortable: false,
  align: 'center',
  headerAlign: 'center',
}));

const columns: GridColDef<Timetable>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  ...dayColumns.map((column, index) =>
    // The first day's cell of the break row spans the five day columns.
    index === 0 ? { ...column, colSpan: (_value: string, row: Timetable) => (row.isBreak ? DAYS.length : 1) } : column,
  ),
];

const getRowClassName = (params: GridRowClassNameParams<Timetable>) => (params.row.isBreak ? 'timetable-break' : '');

export default function RowSpanningWithColSpan() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableColumnMenu
        getRowClassName={getRowClassName}
        sx={{
          [`& .timetable-break .${gridClasses.cell}`]: { bgcolor: 'action.hover', fontWeight: 'fontWeightMedium' },
        }}
      />
    </Box>
  );
}
