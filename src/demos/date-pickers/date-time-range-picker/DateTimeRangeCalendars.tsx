import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Festival pass"
        calendars={2}
        defaultValue={[dayjs('2026-07-30T16:00'), dayjs('2026-08-02T23:00')]}
        sx={{ width: '100%', maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
