import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function EventViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Only whole hours: no minutes section and no minutes column. */}
        <DateTimePicker
          label="Warehouse loading hour"
          views={['day', 'hours']}
          defaultValue={dayjs('2026-10-05T07:00')}
        />
        {/* Seconds for a timed start, opening on the year list. */}
        <DateTimePicker
          label="Marathon start"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="year"
          defaultValue={dayjs('2026-10-11T08:30:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
