import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-17'), dayjs('2025-04-21')]);

  // Either end is null (or invalid) until the user has picked it.
  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : 0;
  const checkOutDay = checkOut?.format('dddd, MMMM D');
  const summary =
    nights > 0
      ? `${nights} ${nights === 1 ? 'night' : 'nights'}, checking out ${checkOutDay}.`
      : 'Choose a check-in and a check-out date.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <DateRangePicker label="Hotel stay" value={stay} onChange={setStay} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
