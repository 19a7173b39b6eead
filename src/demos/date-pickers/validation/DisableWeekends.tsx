import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Public holidays on which the office is closed, looked up in a Set for speed.
const holidays = new Set(['2026-05-25', '2026-07-03']);

function isClosed(day: Dayjs) {
  const weekday = day.day(); // 0 is Sunday, 6 is Saturday
  return weekday === 0 || weekday === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function DisableWeekends() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <DatePicker label="Document pick-up" defaultValue={dayjs('2026-05-26')} shouldDisableDate={isClosed} />
        <DateRangePicker
          label="Training course"
          defaultValue={[dayjs('2026-06-29'), dayjs('2026-07-02')]}
          shouldDisableDate={isClosed}
        />
      </Stack>
    </LocalizationProvider>
  );
}
