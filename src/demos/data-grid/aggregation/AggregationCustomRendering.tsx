import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridInitialState,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Course {
  id: number;
  course: string;
  instructor: string;
  enrolled: number;
  completion: number;
}

const rows: Course[] = [
  { id: 1, course: 'Intro to SQL', instructor: 'Rosa Delgado', enrolled: 1240, completion: 0.82 },
  { id: 2, course: 'Data visualization', instructor: 'Kwame Mensah', enrolled: 860, completion: 0.67 },
  { id: 3, course: 'Python for analysts', instructor: 'Rosa Delgado', enrolled: 1530, completion: 0.74 },
  { id: 4, course: 'Statistics refresher', instructor: 'Ella Novak', enrolled: 420, completion: 0.51 },
  { id: 5, course: 'Dashboard design', instructor: 'Kwame Mensah', enrolled: 615, completion: 0.88 },
];

function CompletionCell(params: GridRenderCellParams<Course, number>) {
  const { value, aggregation, row } = params;
  if (value == null) {
    return null;
  }
  const percent = Math.round(value * 100);
  // The footer cell: its row is not a course, so the label names the aggregation instead.
  const label = aggregation
    ? `Completion, ${aggregation.aggregationFunctionName} of all courses`
    : `Completion of ${row.course}`;

  if (aggregation && !aggregation.hasCellUnit) {
    // A count of rows is not a rate: show the number alone.
    return <Typography variant="body2">{value}</Typography>;
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        color={aggregation ? 'secondary' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right', fontWeight: aggregation ? 600 : 400 }}>
        {percent} %
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 170 },
  { field: 'instructor', headerName: 'Instructor', width: 140 },
  { field: 'enrolled', headerName: 'Enrolled', type: 'number', width: 100 },
  {
    field: 'completion',
    headerName: 'Completion',
    type: 'number',
    width: 200,
    renderCell: (params: GridRenderCellParams<Course, number>) => <CompletionCell {...params} />,
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { enrolled: 'sum', completion: 'avg' } },
};

export default function AggregationCustomRendering() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
