import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// The reception is closed on Sundays, so nobody checks in that day.
// The cleaning team is off on Saturdays, so nobody checks out that day.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  const weekday = day.day(); // 0 is Sunday, 6 is Saturday
  return position === 'start' ? weekday === 0 : weekday === 6;
}

export default function RangePositionRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Cabin stay"
        defaultValue={[dayjs('2026-08-07'), dayjs('2026-08-10')]}
        shouldDisableDate={shouldDisableDate}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
