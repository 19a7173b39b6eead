import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// The venue is booked from Friday 16:00 to Sunday 12:00: the stand set-up must fit inside.
export default function DateTimeRangeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Stand set-up"
        defaultValue={[dayjs('2026-10-16T17:00'), dayjs('2026-10-16T20:00')]}
        minDateTime={dayjs('2026-10-16T16:00')}
        maxDateTime={dayjs('2026-10-18T12:00')}
        sx={{ width: '100%', maxWidth: 460 }}
      />
    </LocalizationProvider>
  );
}
