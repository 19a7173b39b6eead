import dayjs, { type Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';

const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 1 week', getValue: () => dayjs().add(1, 'week') },
  { label: 'In 1 month', getValue: () => dayjs().add(1, 'month') },
  { label: 'In 3 months', getValue: () => dayjs().add(3, 'month') },
  { label: 'In 6 months', getValue: () => dayjs().add(6, 'month') },
];

function ReminderChips({ items = [], changeImportance = 'accept', className }: PickersShortcutsProps<Dayjs | null>) {
  const isValidValue = useIsValidValue<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();

  if (items.length === 0) {
    return null;
  }

  return (
    <Stack
      className={className}
      role="group"
      aria-label="Quick reminders"
      spacing={1}
      sx={{ p: 2, alignItems: 'flex-start' }}
    >
      {items.map((item) => (
        <Chip
          key={item.label}
          label={item.label}
          variant="outlined"
          color="primary"
          onClick={() => {
            // Compute the date on click, so rendering never depends on the clock.
            const next = item.getValue({ isValid: isValidValue });
            if (isValidValue(next)) {
              setValue(next, { changeImportance, shortcut: { label: item.label } });
            }
          }}
        />
      ))}
    </Stack>
  );
}

export default function ShortcutsCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        displayStaticWrapperAs="desktop"
        slots={{ shortcuts: ReminderChips }}
        slotProps={{ shortcuts: { items: reminders, changeImportance: 'set' } }}
      />
    </LocalizationProvider>
  );
}
