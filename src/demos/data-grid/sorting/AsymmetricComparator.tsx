import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Runner {
  id: number;
  bib: number;
  name: string;
  country: string;
  // Finishing time in seconds, or null for a runner who did not finish.
  time: number | null;
}

const rows: Runner[] = [
  { id: 1, bib: 104, name: 'Eliud Waweru', country: 'Kenya', time: 7742 },
  { id: 2, bib: 218, name: 'Marta Sousa', country: 'Portugal', time: 9105 },
  { id: 3, bib: 330, name: 'Jonas Keller', country: 'Switzerland', time: null },
  { id: 4, bib: 157, name: 'Aiko Tanaka', country: 'Japan', time: 8460 },
  { id: 5, bib: 402, name: 'Liam Walsh', country: 'Ireland', time: 10233 },
  { id: 6, bib: 276, name: 'Sara Haile', country: 'Ethiopia', time: null },
  { id: 7, bib: 121, name: 'Pablo Ruiz', country: 'Spain', time: 8012 },
];

function formatTime(seconds: number | null): string {
  if (seconds === null) {
    return 'Did not finish';
  }
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

// Runners without a time stay at the bottom in both directions;
// only the finishing times are reversed for a descending sort.
function getTimeComparator(direction: GridSortDirection): GridComparatorFn<number | null> {
  const modifier = direction === 'desc' ? -1 : 1;
  return (time1, time2, params1, params2) => {
    if (time1 === null || time2 === null) {
      return Number(time1 === null) - Number(time2 === null);
    }
    return modifier * gridNumberComparator(time1, time2, params1, params2);
  };
}

const columns: GridColDef<Runner>[] = [
  { field: 'bib', headerName: 'Bib', type: 'number', width: 80 },
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'time',
    headerName: 'Time',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => formatTime(value),
    getSortComparator: getTimeComparator,
  },
];

export default function AsymmetricComparator() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
      />
    </Box>
  );
}
