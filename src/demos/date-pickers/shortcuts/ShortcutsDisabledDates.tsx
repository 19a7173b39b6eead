import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { Theme } from '@mui/material/styles';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// Today, in this demo. In an app, this would be `dayjs()`.
const today = dayjs('2026-06-10');

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  // Saturday: disabled, because of shouldDisableDate.
  { label: 'This Saturday', getValue: () => today.day(6) },
  { label: 'Next Friday', getValue: () => today.add(1, 'week').day(5) },
  // After maxDate: disabled.
  { label: 'In one month', getValue: () => today.add(1, 'month') },
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

export default function ShortcutsDisabledDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={today.add(1, 'day')}
        minDate={today}
        maxDate={today.add(3, 'week')}
        shouldDisableDate={isWeekend}
        slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
