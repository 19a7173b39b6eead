import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DaysOutsideCurrentMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Days of the first and last week
          </Typography>
          <DateCalendar defaultValue={dayjs('2026-06-12')} showDaysOutsideCurrentMonth />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Always six weeks
          </Typography>
          {/* Every month takes the same height, so the layout below does not jump. */}
          <DateCalendar defaultValue={dayjs('2026-06-12')} showDaysOutsideCurrentMonth fixedWeekNumber={6} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
