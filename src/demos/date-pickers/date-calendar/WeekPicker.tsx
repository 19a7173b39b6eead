import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// The calendar renders the day slot itself: the selected and hovered weeks reach it through context.
const WeekContext = React.createContext<{ selected: Dayjs | null; hovered: Dayjs | null }>({
  selected: null,
  hovered: null,
});

function sameWeek(a: Dayjs, b: Dayjs | null) {
  return b !== null && a.isSame(b, 'week');
}

const WeekDayButton = styled(PickersDay, {
  shouldForwardProp: (prop) =>
    prop !== 'inSelectedWeek' && prop !== 'inHoveredWeek' && prop !== 'weekStart' && prop !== 'weekEnd',
})<{ inSelectedWeek: boolean; inHoveredWeek: boolean; weekStart: boolean; weekEnd: boolean }>(({ theme }) => ({
  borderRadius: 0,
  variants: [
    { props: { weekStart: true }, style: { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' } },
    { props: { weekEnd: true }, style: { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' } },
    {
      props: { inHoveredWeek: true },
      style: {
        backgroundColor: alpha(theme.palette.primary.main, 0.12),
        '&:hover, &:focus': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
      },
    },
    {
      props: { inSelectedWeek: true },
      style: {
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover, &:focus, &.Mui-selected': {
          backgroundColor: theme.palette.primary.dark,
          color: theme.palette.primary.contrastText,
        },
      },
    },
  ],
}));

function WeekDay(props: PickersDayProps) {
  const { selected, hovered } = React.useContext(WeekContext);
  const { day } = props;
  const inSelectedWeek = sameWeek(day, selected);

  return (
    <WeekDayButton
      {...props}
      disableMargin
      inSelectedWeek={inSelectedWeek}
      inHoveredWeek={!inSelectedWeek && sameWeek(day, hovered)}
      weekStart={day.isSame(day.startOf('week'), 'day')}
      weekEnd={day.isSame(day.endOf('week'), 'day')}
    />
  );
}

export default function WeekPicker() {
  const [week, setWeek] = React.useState<Dayjs | null>(dayjs('2026-05-13'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);
  const context = React.useMemo(() => ({ selected: week, hovered }), [week, hovered]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WeekContext.Provider value={context}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <DateCalendar
            value={week}
            onChange={setWeek}
            showDaysOutsideCurrentMonth
            displayWeekNumber
            sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
            slots={{ day: WeekDay }}
            slotProps={{
              day: (ownerState) => ({
                onPointerEnter: () => setHovered(ownerState.day),
                onPointerLeave: () => setHovered(null),
              }),
            }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {week
              ? `Rota for ${week.startOf('week').format('MMM D')} to ${week.endOf('week').format('MMM D, YYYY')}`
              : 'Choose a week.'}
          </Typography>
        </Stack>
      </WeekContext.Provider>
    </LocalizationProvider>
  );
}
