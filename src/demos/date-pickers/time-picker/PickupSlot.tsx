import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time part of minTime and maxTime is compared.
const opens = dayjs('2026-04-17T09:00');
const closes = dayjs('2026-04-17T17:30');

function errorMessage(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
      return `The counter opens at ${opens.format('h:mm A')}.`;
    case 'maxTime':
      return `The last pickup is at ${closes.format('h:mm A')}.`;
    case 'minutesStep':
      return 'Pickups start on the hour or at :15, :30 or :45.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return 'Every 15 minutes, 9:00 AM to 5:30 PM.';
  }
}

export default function PickupSlot() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:15'));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <TimePicker
          label="Pickup time"
          value={pickup}
          onChange={setPickup}
          minTime={opens}
          maxTime={closes}
          timeSteps={{ minutes: 15 }}
          minutesStep={15}
          skipDisabled
          onError={setError}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
          {error === null && pickup ? `Your order will be ready at ${pickup.format('h:mm A')}.` : 'No pickup time yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
