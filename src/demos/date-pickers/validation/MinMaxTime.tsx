import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Opening hours of the clinic. Only the time of these values matters.
const opensAt = dayjs('2026-01-01T08:00');
const closesAt = dayjs('2026-01-01T18:30');

export default function MinMaxTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TimePicker
          label="Blood test at"
          defaultValue={dayjs('2026-06-15T09:15')}
          minTime={opensAt}
          maxTime={closesAt}
        />
        <DateTimePicker
          label="Physiotherapy session"
          defaultValue={dayjs('2026-06-15T17:00')}
          minTime={opensAt}
          maxTime={closesAt}
        />
      </Stack>
    </LocalizationProvider>
  );
}
