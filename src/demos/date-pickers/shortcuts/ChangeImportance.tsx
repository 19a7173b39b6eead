import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';

// The booking day. In an app, this would be `dayjs()`.
const today = dayjs('2026-06-10');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'This Friday', getValue: () => today.day(5) },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
];

export default function ChangeImportance() {
  const [changeImportance, setChangeImportance] = React.useState<PickerChangeImportance>('accept');
  const [changes, setChanges] = React.useState(0);
  const [accepted, setAccepted] = React.useState<Dayjs | null>(today.add(1, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={changeImportance}
          onChange={(_event, next: PickerChangeImportance | null) => next && setChangeImportance(next)}
          aria-label="Change importance"
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Table reservation"
          defaultValue={today.add(1, 'day')}
          minDate={today}
          onChange={() => setChanges((count) => count + 1)}
          onAccept={setAccepted}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          onChange calls: {changes} · accepted: {accepted?.format('ddd, MMM D') ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
