import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function WeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Timesheets are filed per week: show the week number at the start of each row. */}
      <DateCalendar
        defaultValue={dayjs('2026-07-08')}
        displayWeekNumber
        dayOfWeekFormatter={(weekday) => weekday.format('dd')}
        // The default grey of the week numbers is too faint to read comfortably.
        sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
