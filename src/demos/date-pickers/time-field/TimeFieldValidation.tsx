import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time part is compared: the date of these values does not matter.
const firstSlot = dayjs('2026-04-17T08:30');
const lastSlot = dayjs('2026-04-17T18:00');

function helperText(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
      return 'The clinic opens at 8:30 AM.';
    case 'maxTime':
      return 'The last appointment starts at 6:00 PM.';
    case 'minutesStep':
      return 'Appointments start every 15 minutes.';
    case 'shouldDisableTime-hours':
      return 'The clinic is closed from 12:00 to 1:00 PM.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return '8:30 AM to 6:00 PM, every 15 minutes.';
  }
}

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Appointment time"
        defaultValue={dayjs('2026-04-17T10:15')}
        minTime={firstSlot}
        maxTime={lastSlot}
        minutesStep={15}
        shouldDisableTime={(value, view) => view === 'hours' && value.hour() === 12}
        onError={setError}
        helperText={helperText(error)}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
