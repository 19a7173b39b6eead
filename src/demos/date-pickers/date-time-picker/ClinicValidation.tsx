import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Bookings open on Monday morning and close on Friday evening, four weeks later.
const firstSlot = dayjs('2026-04-20T08:00');
const lastSlot = dayjs('2026-05-15T17:30');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

// Consultations run 8:00 to 18:00, with a lunch break from 12:00 to 13:00.
const isClosedTime = (value: Dayjs, view: TimeView) => {
  if (view === 'hours') {
    return value.hour() < 8 || value.hour() >= 18 || value.hour() === 12;
  }
  return false;
};

const messages: Record<NonNullable<DateTimeValidationError>, string> = {
  invalidDate: 'Enter a complete date and time.',
  minDate: 'Bookings open on April 20, 2026.',
  maxDate: 'Bookings close on May 15, 2026.',
  minTime: 'Bookings open on April 20, 2026 at 8:00 AM.',
  maxTime: 'The last slot is May 15, 2026 at 5:30 PM.',
  disablePast: 'Choose a future time.',
  disableFuture: 'Choose a past time.',
  shouldDisableDate: 'The clinic is closed at weekends.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  'shouldDisableTime-hours': 'Choose a time between 8 AM and 6 PM, outside the noon break.',
  'shouldDisableTime-minutes': 'This minute is not available.',
  'shouldDisableTime-seconds': 'This second is not available.',
  minutesStep: 'Appointments start every 15 minutes.',
};

export default function ClinicValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Consultation"
        defaultValue={dayjs('2026-04-24T12:15')}
        minDateTime={firstSlot}
        maxDateTime={lastSlot}
        shouldDisableDate={isWeekend}
        shouldDisableTime={isClosedTime}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Weekdays, 8 AM to 6 PM, every 15 minutes.',
          },
        }}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
    </LocalizationProvider>
  );
}
