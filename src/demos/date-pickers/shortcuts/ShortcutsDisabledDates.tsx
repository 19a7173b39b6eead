import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

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

export default function ShortcutsDisabledDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        displayStaticWrapperAs="desktop"
        defaultValue={today.add(1, 'day')}
        minDate={today}
        maxDate={today.add(3, 'week')}
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts } }}
      />
    </LocalizationProvider>
  );
}
