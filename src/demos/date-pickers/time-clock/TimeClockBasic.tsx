import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeClock defaultValue={dayjs('2026-04-17T10:20')} />
    </LocalizationProvider>
  );
}
