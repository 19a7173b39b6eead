import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Course sessions run on weekdays, within the spring term.
function isWeekend(day: Dayjs) {
  return day.day() === 0 || day.day() === 6;
}

export default function RangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        minDate={dayjs('2026-05-11')}
        maxDate={dayjs('2026-05-29')}
        shouldDisableDate={isWeekend}
        defaultValue={[dayjs('2026-05-14'), dayjs('2026-05-20')]}
      />
    </LocalizationProvider>
  );
}
