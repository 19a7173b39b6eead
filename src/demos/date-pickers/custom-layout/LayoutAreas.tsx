import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const slots: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Morning slot', getValue: () => dayjs('2026-06-12T09:00') },
  { label: 'Lunch slot', getValue: () => dayjs('2026-06-12T12:30') },
  { label: 'Evening slot', getValue: () => dayjs('2026-06-12T18:00') },
];

// A dashed outline and a tint show where each area of the grid sits.
const area = { outline: '2px dashed', outlineOffset: -2 };

export default function LayoutAreas() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-06-12T12:30')}
        slotProps={{
          shortcuts: { items: slots, changeImportance: 'set' },
          tabs: { hidden: false },
          layout: {
            sx: {
              [`& .${pickersLayoutClasses.toolbar}`]: { ...area, outlineColor: 'primary.main' },
              [`& .${pickersLayoutClasses.shortcuts}`]: { ...area, outlineColor: 'secondary.main' },
              [`& .${pickersLayoutClasses.contentWrapper}`]: { ...area, outlineColor: 'success.main' },
              [`& .${pickersLayoutClasses.actionBar}`]: { ...area, outlineColor: 'warning.main' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
