import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const saleOpens = dayjs('2026-11-27T08:00');
const saleCloses = dayjs('2026-11-30T23:59');

function message([startError, endError]: DateTimeRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The promotion must end after it starts.';
  }
  if (startError || endError) {
    return 'Promotions run between Nov 27, 8:00 AM and Nov 30, 11:59 PM.';
  }
  return 'Within the sale weekend.';
}

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Flash promotion"
        minDateTime={saleOpens}
        maxDateTime={saleCloses}
        onError={setError}
        helperText={message(error)}
        defaultValue={[dayjs('2026-11-27T06:00'), dayjs('2026-11-27T18:00')]}
        sx={{ width: '100%', maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
