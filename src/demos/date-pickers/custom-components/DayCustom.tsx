import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Number of rooms still free, by night.
const roomsLeft: Record<string, number> = {
  '2026-06-05': 2,
  '2026-06-06': 1,
  '2026-06-13': 3,
  '2026-06-19': 1,
  '2026-06-20': 2,
};

function AvailabilityDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const left = outsideCurrentMonth ? undefined : roomsLeft[day.format('YYYY-MM-DD')];

  return (
    <Badge
      overlap="circular"
      color="secondary"
      badgeContent={left}
      invisible={left === undefined}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay {...props} aria-description={left ? `${left} rooms left` : undefined} />
    </Badge>
  );
}

export default function DayCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-06-12')} views={['day']} slots={{ day: AvailabilityDay }} />
    </LocalizationProvider>
  );
}
