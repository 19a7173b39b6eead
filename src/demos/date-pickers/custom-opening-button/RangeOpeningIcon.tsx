import dayjs from 'dayjs';
import HotelIcon from '@mui/icons-material/Hotel';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Hotel stay"
        defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-09')]}
        slots={{ openPickerIcon: HotelIcon }}
        sx={{ width: '100%', maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
