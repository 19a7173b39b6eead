import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockControlled() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-04-17T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DigitalClock value={checkIn} onChange={setCheckIn} sx={{ width: 200 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {checkIn ? `Early check-in from ${checkIn.format('h:mm A')}` : 'No check-in time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
