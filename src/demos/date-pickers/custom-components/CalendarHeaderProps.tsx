import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-06-12')}
        slotProps={{
          calendarHeader: {
            format: 'MM / YYYY',
            sx: {
              pl: 2,
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiPickersCalendarHeader-label': { fontWeight: 'bold' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
