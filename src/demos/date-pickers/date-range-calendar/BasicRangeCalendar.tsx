import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function BasicRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months are wider than a phone: let them scroll. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <DateRangeCalendar defaultValue={[dayjs('2026-07-06'), dayjs('2026-07-17')]} />
      </Box>
    </LocalizationProvider>
  );
}
