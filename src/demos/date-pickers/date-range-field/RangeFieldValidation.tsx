import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const fiscalYearStart = dayjs('2026-04-01');
const fiscalYearEnd = dayjs('2027-03-31');

function message([startError, endError]: DateRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The end date must come after the start date.';
  }
  if (startError || endError) {
    return 'Both dates must fall in fiscal year 2026 (April 1 to March 31).';
  }
  return 'Within fiscal year 2026.';
}

export default function RangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Expense claim period"
        defaultValue={[dayjs('2026-03-23'), dayjs('2026-04-10')]}
        minDate={fiscalYearStart}
        maxDate={fiscalYearEnd}
        onError={setError}
        helperText={message(error)}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
