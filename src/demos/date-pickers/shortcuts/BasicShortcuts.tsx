import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { Theme } from '@mui/material/styles';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The day the order is placed. In an app, this would be `dayjs()`.
const orderDay = dayjs('2026-06-10');

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => orderDay.add(1, 'day') },
  { label: 'Next Monday', getValue: () => orderDay.add(1, 'week').day(1) },
  { label: 'In one week', getValue: () => orderDay.add(1, 'week') },
  { label: 'In two weeks', getValue: () => orderDay.add(2, 'week') },
  { label: 'End of the month', getValue: () => orderDay.endOf('month').startOf('day') },
  { label: 'No preference', getValue: () => null },
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

export default function BasicShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={orderDay.add(3, 'day')}
        minDate={orderDay}
        slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: deliveryShortcuts } }}
      />
    </LocalizationProvider>
  );
}
