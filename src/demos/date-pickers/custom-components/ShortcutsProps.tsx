import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Dates are computed when a shortcut is clicked, never while rendering.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  {
    label: 'Next Monday',
    getValue: () => {
      const today = dayjs();
      return today.add((8 - today.day()) % 7 || 7, 'day');
    },
  },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'Reset', getValue: () => null },
];

export default function ShortcutsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        displayStaticWrapperAs="desktop"
        slotProps={{
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          actionBar: { actions: ['accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
