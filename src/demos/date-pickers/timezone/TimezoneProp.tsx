import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneProp() {
  // The value is stored in UTC, as the booking API sends it.
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs.utc('2026-06-12T19:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Check-in (hotel time, New York)"
          value={checkIn}
          onChange={setCheckIn}
          timezone="America/New_York"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {checkIn?.isValid() ? checkIn.toISOString() : 'none'} (
          {checkIn?.isValid() && checkIn.isUTC() ? 'still in UTC' : 'not UTC'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
