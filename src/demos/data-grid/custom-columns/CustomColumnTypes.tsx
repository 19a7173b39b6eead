import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';

interface Project {
  id: number;
  name: string;
  lead: string;
  deadline: Date | null;
  weeklyCommits: number[];
}

const rows: Project[] = [
  {
    id: 1,
    name: 'Checkout redesign',
    lead: 'Nadia Rahman',
    deadline: new Date(2026, 4, 29),
    weeklyCommits: [14, 22, 19, 31, 27, 35],
  },
  {
    id: 2,
    name: 'Search relevance',
    lead: 'Oliver Brooks',
    deadline: new Date(2026, 5, 12),
    weeklyCommits: [30, 26, 21, 18, 12, 9],
  },
  {
    id: 3,
    name: 'Mobile offline mode',
    lead: 'Camila Rojas',
    deadline: new Date(2026, 6, 3),
    weeklyCommits: [5, 9, 17, 16, 24, 28],
  },
  { id: 4, name: 'Billing migration', lead: 'Felix Wagner', deadline: null, weeklyCommits: [11, 12, 10, 13, 12, 11] },
  {
    id: 5,
    name: 'Accessibility audit',
    lead: 'Priya Raman',
    deadline: new Date(2026, 4, 15),
    weeklyCommits: [3, 8, 14, 20, 18, 25],
  },
];

// Filter value input: a date picker instead of the browser's date field.
function DateFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  const value: unknown = item.value;
  return (
    <DatePicker
      label="Value"
      value={value instanceof Date ? dayjs(value) : null}
      onChange={(newValue: Dayjs | null) =>
        applyValue({ ...item, value: newValue?.isValid() ? newValue.toDate() : undefined })
      }
      slotProps={{ textField: { size: 'small' } }}
    />
  );
}

function DateEditInput({ id, field, value }: GridRenderEditCellParams<Project, Date | null>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={(newValue: Dayjs | null) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null })
      }
      // The cell has just entered edit mode at the reader's request: the field takes the focus.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

const dateFormatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date column edited and filtered with MUI X date pickers. Reuse it with `...pickerDateColumn`. */
const pickerDateColumn: GridColTypeDef<Date, string> = {
  type: 'date',
  width: 180,
  valueFormatter: (value: Date | null) => (value ? dateFormatter.format(value) : '—'),
  renderEditCell: (params: GridRenderEditCellParams) => <DateEditInput {...params} />,
  // Operators such as "is empty" take no value: keep them without an input.
  filterOperators: getGridDateOperators().map((operator) =>
    operator.InputComponent ? { ...operator, InputComponent: DateFilterInput } : operator,
  ),
};

/** An array of numbers drawn as a sparkline. */
const sparklineColumn: GridColTypeDef<number[]> = {
  width: 180,
  sortable: false,
  filterable: false,
  display: 'flex',
  renderCell: (params: GridRenderCellParams<Project, number[]>) => {
    const data = params.value ?? [];
    return (
      <Box role="img" aria-label={`Commits per week: ${data.join(', ')}`} sx={{ width: '100%' }}>
        <SparkLineChart data={data} height={36} showHighlight showTooltip />
      </Box>
    );
  },
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 190 },
  { field: 'lead', headerName: 'Lead', width: 140 },
  { field: 'deadline', headerName: 'Deadline', editable: true, ...pickerDateColumn },
  { field: 'weeklyCommits', headerName: 'Commits, last 6 weeks', ...sparklineColumn },
];

export default function CustomColumnTypes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter showToolbar />
      </Box>
    </LocalizationProvider>
  );
}
