import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function BasicRentalRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Car rental"
        defaultValue={[dayjs('2026-07-03T09:00'), dayjs('2026-07-06T18:00')]}
        sx={{ width: '100%', maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
