import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-06-01');
const lastDay = dayjs('2026-08-31');

export default function AccessibleBookingDate() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        // The label names the field group and the calendar button.
        label="Tour date"
        defaultValue={dayjs('2026-07-09')}
        minDate={firstDay}
        maxDate={lastDay}
        onError={setError}
        slotProps={{
          textField: {
            required: true,
            // Helper text is linked to the field with aria-describedby and read after the label.
            helperText: error
              ? 'Tours run from June 1 to August 31, 2026.'
              : 'Month, day and year. Tours run in summer 2026.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
