import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  room: string;
  time: string;
  title: string;
  speaker: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

const rows: Session[] = [
  {
    id: 1,
    day: 'Day 1 · June 12',
    room: 'Main hall',
    time: '09:00',
    title: 'Opening keynote',
    speaker: 'Grace Adebayo',
    level: 'Beginner',
  },
  {
    id: 2,
    day: 'Day 1 · June 12',
    room: 'Main hall',
    time: '10:00',
    title: 'State of React Server Components',
    speaker: 'Marcus Lind',
    level: 'Advanced',
  },
  {
    id: 3,
    day: 'Day 1 · June 12',
    room: 'Room B',
    time: '10:00',
    title: 'Accessible data tables',
    speaker: 'Sana Qureshi',
    level: 'Intermediate',
  },
  {
    id: 4,
    day: 'Day 1 · June 12',
    room: 'Room B',
    time: '11:00',
    title: 'Design tokens in practice',
    speaker: 'Hugo Lefèvre',
    level: 'Beginner',
  },
  {
    id: 5,
    day: 'Day 2 · June 13',
    room: 'Main hall',
    time: '09:00',
    title: 'Performance budgets',
    speaker: 'Ayumi Kato',
    level: 'Intermediate',
  },
  {
    id: 6,
    day: 'Day 2 · June 13',
    room: 'Main hall',
    time: '10:00',
    title: 'Testing without mocks',
    speaker: 'Daniel Okoro',
    level: 'Intermediate',
  },
  {
    id: 7,
    day: 'Day 2 · June 13',
    room: 'Room B',
    time: '10:00',
    title: 'Animations that respect motion settings',
    speaker: 'Eva Novak',
    level: 'Beginner',
  },
  {
    id: 8,
    day: 'Day 2 · June 13',
    room: 'Room B',
    time: '11:00',
    title: 'Closing panel',
    speaker: 'All speakers',
    level: 'Beginner',
  },
];

const LEVEL_COLORS = { Beginner: 'success', Intermediate: 'info', Advanced: 'warning' } as const;

function LevelCell(params: GridRenderCellParams<Session, Session['level']>) {
  if (!params.value) {
    return null;
  }
  return <Chip size="small" variant="outlined" label={params.value} color={LEVEL_COLORS[params.value]} />;
}

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  // A room spans only within its day.
  {
    field: 'room',
    headerName: 'Room',
    width: 100,
    rowSpanValueGetter: (value: string, row: Session) => `${row.day} ${value}`,
  },
  { field: 'time', headerName: 'Time', width: 70, rowSpanValueGetter: () => null },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 180 },
  { field: 'speaker', headerName: 'Speaker', width: 130 },
  { field: 'level', headerName: 'Level', width: 120, renderCell: LevelCell, rowSpanValueGetter: () => null },
];

export default function ConferenceAgenda() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        initialState={{ sorting: { sortModel: [{ field: 'day', sort: 'asc' }] } }}
      />
    </Box>
  );
}
