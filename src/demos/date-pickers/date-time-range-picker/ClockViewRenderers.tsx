import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function ClockViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Venue hire"
        viewRenderers={{
          hours: renderTimeViewClock,
          minutes: renderTimeViewClock,
        }}
        defaultValue={[dayjs('2026-09-05T14:00'), dayjs('2026-09-05T23:30')]}
        sx={{ width: '100%', maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
