import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Theme } from '@mui/material/styles';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The day the sales report is opened. In an app, this would be `dayjs()`.
const today = dayjs('2026-06-10');

const reportShortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week').startOf('day')] },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = today.subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week').startOf('day')];
    },
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month').startOf('day')] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = today.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
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

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        displayStaticWrapperAs="desktop"
        calendars={1}
        defaultValue={[today.subtract(6, 'day'), today]}
        slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: reportShortcuts } }}
      />
    </LocalizationProvider>
  );
}
