import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A passport must still be valid six months after the return flight.
const returnFlight = dayjs('2026-09-20');
const earliestExpiry = returnFlight.add(6, 'month');

const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: `It must be valid until at least ${earliestExpiry.format('MMMM D, YYYY')}.`,
  maxDate: 'Passports are valid for ten years at most.',
  invalidDate: 'Enter the full date printed on your passport.',
  disablePast: 'This passport has expired.',
  disableFuture: 'This date cannot be in the future.',
  shouldDisableDate: 'This date is not accepted.',
  shouldDisableMonth: 'This month is not accepted.',
  shouldDisableYear: 'This year is not accepted.',
};

export default function ErrorHelperText() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry date"
        defaultValue={dayjs('2026-12-01')}
        minDate={earliestExpiry}
        maxDate={dayjs('2036-12-31')}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'As printed on the identity page.',
          },
        }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
