import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Timesheet corrections are accepted from the end of the pay period until the cut-off.
const periodEnd = dayjs('2026-03-27T18:00');
const cutOff = dayjs('2026-03-31T12:00');

function describe(error: DateTimeValidationError): string {
  switch (error) {
    case null:
      return 'Between March 27, 6:00 PM and March 31, 12:00 PM.';
    case 'invalidDate':
      return 'Fill in every part of the date and time.';
    case 'minDate':
    case 'minTime':
      return 'The pay period is still open at that time.';
    case 'maxDate':
    case 'maxTime':
      return 'Too late: payroll closes on March 31 at noon.';
    default:
      return 'This date and time is not allowed.';
  }
}

export default function PayrollCutoff() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Timesheet correction"
        defaultValue={dayjs('2026-04-01T09:30')}
        minDateTime={periodEnd}
        maxDateTime={cutOff}
        onError={setError}
        helperText={describe(error)}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
    </LocalizationProvider>
  );
}
