import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DayProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-06-12')}
        views={['day']}
        slotProps={{
          // Weekends get a tinted background, except when selected.
          day: (ownerState) => ({
            sx:
              (ownerState.day.day() === 0 || ownerState.day.day() === 6) && !ownerState.isDaySelected
                ? { bgcolor: 'action.hover', borderRadius: 1 }
                : { borderRadius: 1 },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
