import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function InvalidValueFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        {/* May 2, 2026 is a Saturday. */}
        <DatePicker label="Bank transfer date" defaultValue={dayjs('2026-05-02')} shouldDisableDate={isWeekend} />
        {/* The shop closes at 18:00. */}
        <TimePicker
          label="Click and collect"
          defaultValue={dayjs('2026-05-04T19:15')}
          maxTime={dayjs('2026-05-04T18:00')}
        />
        {/* The end of the range comes before its start. */}
        <DateRangePicker label="Holiday" defaultValue={[dayjs('2026-08-14'), dayjs('2026-08-03')]} />
      </Stack>
    </LocalizationProvider>
  );
}
