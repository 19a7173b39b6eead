import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView } from '@mui/x-date-pickers/models';

// Slots start on the hour or at half past, outside the 12:00 to 13:00 lunch break.
function shouldDisableTime(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.minute() % 30 !== 0;
  }
  return false;
}

export default function DisableSpecificTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Haircut appointment"
        defaultValue={dayjs('2026-06-15T10:30')}
        minTime={dayjs('2026-06-15T09:00')}
        maxTime={dayjs('2026-06-15T17:30')}
        shouldDisableTime={shouldDisableTime}
        skipDisabled
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
