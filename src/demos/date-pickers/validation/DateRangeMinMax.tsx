import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// The festival campsite is open from July 8 to July 20.
export default function DateRangeMinMax() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Campsite pitch"
        defaultValue={[dayjs('2026-07-10'), dayjs('2026-07-13')]}
        minDate={dayjs('2026-07-08')}
        maxDate={dayjs('2026-07-20')}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
