import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The cabin is open for the summer season only.
const seasonStart = dayjs('2026-06-01');
const seasonEnd = dayjs('2026-09-30');

// Guests arrive on Saturdays; the check-out day is free.
function isNotArrivalDay(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' && day.day() !== 6;
}

function describe([startError, endError]: DateRangeValidationError) {
  if (startError === 'shouldDisableDate') {
    return 'Arrivals are on Saturdays.';
  }
  if (startError === 'minDate' || endError === 'maxDate') {
    return 'The cabin is open from June 1 to September 30.';
  }
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'Check-out must come after check-in.';
  }
  if (startError || endError) {
    return 'Enter both dates in full.';
  }
  return null;
}

export default function StayValidation() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-11'), dayjs('2026-07-18')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const message = describe(error);
  const [checkIn, checkOut] = stay;
  const summary =
    checkIn && checkOut
      ? `Booked from ${checkIn.format('MMMM D')} to ${checkOut.format('MMMM D')}.`
      : 'Not booked yet.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <DateRangePicker
          label="Cabin booking"
          value={stay}
          onChange={setStay}
          onError={setError}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={isNotArrivalDay}
          slotProps={{ textField: { helperText: message ?? 'Saturday arrivals, June to September.' } }}
        />
        <Typography variant="body2" sx={{ color: message ? 'error.main' : 'text.secondary' }}>
          {message ? 'Fix the dates to book.' : summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
