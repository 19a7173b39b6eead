import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DayOfWeekFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-10-09')}
        // Two letters (Mo, Tu, We...) instead of one, so Tuesday and Thursday differ.
        dayOfWeekFormatter={(date) => date.format('dd')}
      />
    </LocalizationProvider>
  );
}
