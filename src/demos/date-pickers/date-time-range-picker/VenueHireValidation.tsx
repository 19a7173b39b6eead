import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The hall is closed on Mondays.
function isMonday(day: Dayjs) {
  return day.day() === 1;
}

function message([startError, endError]: DateTimeRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The booking must end after it starts.';
  }
  if (startError === 'shouldDisableDate' || endError === 'shouldDisableDate') {
    return 'The hall is closed on Mondays.';
  }
  if (startError === 'minTime' || startError === 'maxTime' || endError === 'minTime' || endError === 'maxTime') {
    return 'Bookings run from 8:00 AM to 11:00 PM.';
  }
  if (startError || endError) {
    return 'Choose dates in September or October 2026.';
  }
  return 'Tuesday to Sunday, 8:00 AM to 11:00 PM.';
}

export default function VenueHireValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Hall booking"
        minDate={dayjs('2026-09-01')}
        maxDate={dayjs('2026-10-31')}
        minTime={dayjs('2026-09-01T08:00')}
        maxTime={dayjs('2026-09-01T23:00')}
        shouldDisableDate={isMonday}
        onError={setError}
        defaultValue={[dayjs('2026-09-12T18:00'), dayjs('2026-09-13T01:00')]}
        slotProps={{ textField: { helperText: message(error) } }}
        sx={{ width: '100%', maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
