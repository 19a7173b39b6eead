import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { Theme } from '@mui/material/styles';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// Today, in this demo. In an app, this would be `dayjs()`.
const today = dayjs('2026-06-10');
// Fully booked days, on top of the weekends when the clinic is closed.
const fullyBooked = new Set(['2026-06-11', '2026-06-12', '2026-06-15', '2026-06-22']);

function isUnavailable(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || fullyBooked.has(day.format('YYYY-MM-DD'));
}

// Walks forward from `start` until the picker accepts the day (30 days at most).
function firstValidDay(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = start;
  for (let step = 0; step < 30; step += 1) {
    if (isValid(day)) {
      return day;
    }
    day = day.add(1, 'day');
  }
  return null;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'First available day', getValue: ({ isValid }) => firstValidDay(today.add(1, 'day'), isValid) },
  {
    label: 'First available next week',
    getValue: ({ isValid }) => firstValidDay(today.add(1, 'week').day(1), isValid),
  },
  {
    label: 'First available in July',
    getValue: ({ isValid }) => firstValidDay(dayjs('2026-07-01'), isValid),
  },
];

// On phones, show the shortcuts in a wrapping row above the calendar.
const layoutSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    [`.${pickersLayoutClasses.shortcuts}`]: {
      gridColumn: '1 / 4',
      gridRow: 1,
      display: 'flex',
      flexWrap: 'wrap',
      // As wide as the calendar, so that the chips wrap.
      maxWidth: 320,
    },
    [`.${pickersLayoutClasses.shortcuts} .MuiListItem-root`]: { width: 'auto' },
  },
});

export default function ShortcutsWithValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={null}
        referenceDate={today}
        minDate={today.add(1, 'day')}
        shouldDisableDate={isUnavailable}
        slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
