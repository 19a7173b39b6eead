import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Online check-in opens 30 hours before departure and closes 1 hour before it.
const departure = dayjs('2026-10-09T14:20');

export default function MinMaxDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Remind me to check in at"
        defaultValue={dayjs('2026-10-08T09:00')}
        minDateTime={departure.subtract(30, 'hour')}
        maxDateTime={departure.subtract(1, 'hour')}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
