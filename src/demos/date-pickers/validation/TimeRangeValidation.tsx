import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

// Shifts fit within the warehouse's opening hours, 06:00 to 22:00, in 15-minute steps.
export default function TimeRangeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Shift"
        defaultValue={[dayjs('2026-06-15T06:00'), dayjs('2026-06-15T14:00')]}
        minTime={dayjs('2026-06-15T06:00')}
        maxTime={dayjs('2026-06-15T22:00')}
        minutesStep={15}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
