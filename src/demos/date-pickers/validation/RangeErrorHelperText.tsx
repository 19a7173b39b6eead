import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2026-06-01');
const seasonEnd = dayjs('2026-09-30');

function rangeErrorMessage([startError, endError]: DateRangeValidationError) {
  if (startError === 'invalidRange') {
    return 'The return date comes before the pick-up date.';
  }
  if (startError === 'minDate') {
    return `Bikes are rented from ${seasonStart.format('MMMM D')}.`;
  }
  if (endError === 'maxDate') {
    return `Bikes must be back by ${seasonEnd.format('MMMM D')}.`;
  }
  if (startError === 'invalidDate' || endError === 'invalidDate') {
    return 'Enter both dates in full.';
  }
  return null;
}

export default function RangeErrorHelperText() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const message = rangeErrorMessage(error);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Bike rental"
        defaultValue={[dayjs('2026-09-26'), dayjs('2026-10-03')]}
        minDate={seasonStart}
        maxDate={seasonEnd}
        onError={setError}
        slotProps={{ textField: { helperText: message ?? 'Open from June to September.' } }}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
