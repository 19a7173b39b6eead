import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function message([startError, endError]: TimeRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'Delivery must end after it starts.';
  }
  if (startError || endError) {
    return 'Deliveries are received between 7:00 AM and 11:00 AM.';
  }
  return 'Between 7:00 AM and 11:00 AM.';
}

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputTimeRangeField
        label="Delivery window"
        minTime={dayjs('2026-04-17T07:00')}
        maxTime={dayjs('2026-04-17T11:00')}
        onError={setError}
        helperText={message(error)}
        defaultValue={[dayjs('2026-04-17T10:00'), dayjs('2026-04-17T09:30')]}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
