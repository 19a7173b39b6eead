import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Absence = 'vacation' | 'sick' | 'holiday';

interface Employee {
  id: number;
  name: string;
  team: string;
  days: Partial<Record<number, Absence>>;
}

const YEAR = 2025;
const HOLIDAYS = ['01-01', '01-20', '02-17', '05-26', '06-19', '07-04', '09-01', '10-13', '11-11', '11-27', '12-25'];
const TEAM: [string, string][] = [
  ['Amelia Hart', 'Design'],
  ['Noah Fischer', 'Engineering'],
  ['Priya Raman', 'Engineering'],
  ['Lucas Moreau', 'Sales'],
  ['Sofia Lindqvist', 'Marketing'],
  ['Mateo García', 'Support'],
  ['Hannah Okafor', 'Engineering'],
  ['Kenji Watanabe', 'Product'],
  ['Olivia Brennan', 'Finance'],
  ['Samuel Adeyemi', 'Sales'],
];
const LEGEND: { type: Absence; label: string; letter: string }[] = [
  { type: 'vacation', label: 'Vacation', letter: 'V' },
  { type: 'sick', label: 'Sick leave', letter: 'S' },
  { type: 'holiday', label: 'Public holiday', letter: 'H' },
];

// A small seeded generator, so the server and the browser build the same calendar.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function buildRows(month: number): Employee[] {
  const start = dayjs(new Date(YEAR, month, 1));
  const dayCount = start.daysInMonth();
  const isWorkday = (day: number) => ![0, 6].includes(start.date(day).day());
  const holidays = HOLIDAYS.filter((date) => Number(date.slice(0, 2)) === month + 1).map((date) =>
    Number(date.slice(3)),
  );

  return TEAM.map(([name, team], index) => {
    const random = createRandom((month + 1) * 97 + index * 31);
    const days: Employee['days'] = {};
    const book = (type: Absence, first: number, length: number) => {
      for (let day = first; day < first + length && day <= dayCount; day += 1) {
        if (isWorkday(day) && !days[day]) days[day] = type;
      }
    };
    holidays.forEach((day) => book('holiday', day, 1));
    if (random() < 0.6) book('vacation', 1 + Math.floor(random() * dayCount), 3 + Math.floor(random() * 8));
    if (random() < 0.35) book('sick', 1 + Math.floor(random() * dayCount), 1 + Math.floor(random() * 2));
    return { id: index, name, team, days };
  });
}

function buildColumns(month: number): GridColDef<Employee>[] {
  const start = dayjs(new Date(YEAR, month, 1));
  const dayColumns = Array.from({ length: start.daysInMonth() }, (_, index): GridColDef<Employee> => {
    const date = start.date(index + 1);
    const weekend = [0, 6].includes(date.day());
    return {
      field: `day${date.date()}`,
      headerName: date.format('dddd D MMMM'),
      width: 36,
      minWidth: 36,
      sortable: false,
      resizable: false,
      align: 'center',
      headerClassName: weekend ? 'day-header weekend' : 'day-header',
      renderHeader: () => (
        <Box sx={{ lineHeight: 1.25, textAlign: 'center', fontSize: 12 }}>
          <Box sx={{ color: 'text.secondary' }}>{date.format('ddd').charAt(0)}</Box>
          <strong>{date.date()}</strong>
        </Box>
      ),
      valueGetter: (_value, row) => row.days[date.date()],
      valueFormatter: (value?: Absence) => LEGEND.find((item) => item.type === value)?.letter ?? '',
      cellClassName: ({ value }) => ['day-cell', weekend ? 'weekend' : '', value ? `absence-${value}` : ''].join(' '),
    };
  });
  return [
    {
      field: 'name',
      headerName: 'Employee',
      width: 136,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3 }}>
          <div>{row.name}</div>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {row.team}
          </Typography>
        </Box>
      ),
    },
    ...dayColumns,
    {
      field: 'total',
      headerName: 'Days off',
      type: 'number',
      width: 84,
      valueGetter: (_value, row) => Object.values(row.days).filter((type) => type !== 'holiday').length,
    },
  ];
}

export default function TimeOffCalendar() {
  const [month, setMonth] = React.useState(6);
  const rows = React.useMemo(() => buildRows(month), [month]);
  const columns = React.useMemo(() => buildColumns(month), [month]);

  return (
    <Stack
      spacing={1.5}
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        const tint = (color: string) => ({ bgcolor: theme.alpha(color, 0.22), color, fontWeight: 700 });
        return {
          width: '100%',
          '& .day-header': { px: 0, '& .MuiDataGrid-columnHeaderTitleContainer': { justifyContent: 'center' } },
          '& .day-cell': { px: 0 },
          '& .weekend': { bgcolor: palette.action.hover },
          '& .absence-vacation': tint(palette.primary.main),
          '& .absence-sick': tint(palette.warning.main),
          '& .absence-holiday': tint(palette.secondary.main),
        };
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Previous month" disabled={month === 0} onClick={() => setMonth(month - 1)}>
            <ChevronLeft />
          </IconButton>
          <Typography aria-live="polite" sx={{ width: 130, textAlign: 'center', fontWeight: 600 }}>
            {dayjs(new Date(YEAR, month, 1)).format('MMMM YYYY')}
          </Typography>
          <IconButton aria-label="Next month" disabled={month === 11} onClick={() => setMonth(month + 1)}>
            <ChevronRight />
          </IconButton>
        </Stack>
        <Stack direction="row" component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
          {LEGEND.map(({ type, label, letter }) => (
            <Stack key={type} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box
                className={`absence-${type}`}
                sx={{ width: 22, height: 22, borderRadius: 0.5, display: 'grid', placeItems: 'center', fontSize: 12 }}
              >
                {letter}
              </Box>
              <Typography variant="body2">{label}</Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Box sx={{ height: 512, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowHeight={44}
          columnHeaderHeight={52}
          initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
