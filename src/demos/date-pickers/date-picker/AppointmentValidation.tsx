import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Bookings open on the first free day and close six weeks later.
const firstBookableDay = dayjs('2026-04-17');
const lastBookableDay = dayjs('2026-05-29');
// Days the clinic is closed, in addition to weekends.
const closedDays = new Set(['2026-04-24', '2026-05-01', '2026-05-25']);

function isClosed(day: Dayjs) {
  const weekday = day.day(); // 0 is Sunday, 6 is Saturday
  return weekday === 0 || weekday === 6 || closedDays.has(day.format('YYYY-MM-DD'));
}

function errorMessage(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return `The first available day is ${firstBookableDay.format('MMMM D')}.`;
    case 'maxDate':
      return `Bookings are open until ${lastBookableDay.format('MMMM D')}.`;
    case 'shouldDisableDate':
      return 'The clinic is closed on that day.';
    case 'invalidDate':
      return 'Enter a complete date.';
    default:
      return 'Weekdays only, until the end of May.';
  }
}

export default function AppointmentValidation() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2026-04-20'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <DatePicker
          label="Appointment"
          value={appointment}
          onChange={setAppointment}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          shouldDisableDate={isClosed}
          onError={setError}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
        <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
          {error === null && appointment ? `Booked for ${appointment.format('dddd, MMMM D')}.` : 'Not booked yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
