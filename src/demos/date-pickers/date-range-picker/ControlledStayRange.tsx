import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const NIGHTLY_RATE = 145;

export default function ControlledStayRange() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-10'), dayjs('2026-07-14')]);

  // Each end is null until it is picked, and invalid while it is being typed.
  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <DateRangePicker label="Hotel stay" value={stay} onChange={setStay} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {nights > 0
            ? `${nights} ${nights === 1 ? 'night' : 'nights'} at $${NIGHTLY_RATE}: $${nights * NIGHTLY_RATE} in total.`
            : 'Choose a check-in and a check-out date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
