import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, type DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Nights already booked by other guests.
const bookedNights = new Set(['2026-08-07', '2026-08-08', '2026-08-19', '2026-08-20', '2026-08-21']);

function isBooked(day: Dayjs) {
  return bookedNights.has(day.format('YYYY-MM-DD'));
}

function BookedDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const booked = !outsideCurrentMonth && isBooked(day);
  return (
    <DateRangePickerDay
      {...props}
      sx={booked ? { '& .MuiDateRangePickerDay-day': { textDecoration: 'line-through' } } : undefined}
    />
  );
}

export default function BookedNightsCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2026-08-12'), dayjs('2026-08-15')]}
        shouldDisableDate={isBooked}
        slots={{ day: BookedDay }}
      />
    </LocalizationProvider>
  );
}
