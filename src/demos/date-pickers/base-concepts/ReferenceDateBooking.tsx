import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ReferenceDateBooking() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [time, setTime] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}
      >
        {/* Empty, but opens on the month of the festival instead of today's month. */}
        <DateCalendar
          value={day}
          onChange={setDay}
          referenceDate={dayjs('2026-07-01')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {/* A time picked here lands on August 15, 2026, not on today's date. */}
          <TimePicker
            label="Ferry departure"
            value={time}
            onChange={setTime}
            referenceDate={dayjs('2026-08-15T09:00')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Festival day: {day ? day.format('MMMM D, YYYY') : 'none'}. Ferry:{' '}
            {time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : 'none'}.
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
