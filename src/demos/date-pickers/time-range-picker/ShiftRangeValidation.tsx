import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { TimeView } from '@mui/x-date-pickers/models';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Bookings start and end on the half hour; the gym closes from 13:00 to 14:00.
function isUnavailable(value: Dayjs, view: TimeView) {
  if (view === 'minutes') {
    return value.minute() % 30 !== 0;
  }
  return view === 'hours' && value.hour() === 13;
}

function message([startError, endError]: TimeRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The session must end after it starts.';
  }
  if (startError === 'minTime' || endError === 'maxTime' || endError === 'minTime' || startError === 'maxTime') {
    return 'The gym is open from 6:00 to 22:00.';
  }
  if (startError === 'shouldDisableTime-hours' || endError === 'shouldDisableTime-hours') {
    return 'The gym is closed from 13:00 to 14:00.';
  }
  if (startError || endError) {
    return 'Choose times on the hour or half hour.';
  }
  return 'Open 6:00 to 22:00, closed at lunch.';
}

export default function ShiftRangeValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Court booking"
        ampm={false}
        minTime={dayjs('2026-04-17T06:00')}
        maxTime={dayjs('2026-04-17T22:00')}
        shouldDisableTime={isUnavailable}
        onError={setError}
        defaultValue={[dayjs('2026-04-17T12:00'), dayjs('2026-04-17T13:30')]}
        slotProps={{ textField: { helperText: message(error) } }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
