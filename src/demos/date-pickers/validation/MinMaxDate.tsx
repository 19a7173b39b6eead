import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Registration for the autumn exams opens on September 7 and closes on October 2.
const opens = dayjs('2026-09-07');
const closes = dayjs('2026-10-02');

export default function MinMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Registration date" defaultValue={dayjs('2026-09-14')} minDate={opens} maxDate={closes} />
        <DateCalendar defaultValue={dayjs('2026-09-14')} minDate={opens} maxDate={closes} sx={{ m: 0 }} />
      </Stack>
    </LocalizationProvider>
  );
}
