import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function RangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Approved leave (read-only)
          </Typography>
          <DateRangeCalendar calendars={1} readOnly defaultValue={[dayjs('2026-02-09'), dayjs('2026-02-13')]} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Requests closed (disabled)
          </Typography>
          <DateRangeCalendar calendars={1} disabled defaultValue={[dayjs('2026-02-23'), dayjs('2026-02-27')]} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
