import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Expenses can be claimed for the current quarter only.
const quarterStart = dayjs('2026-04-01');
const quarterEnd = dayjs('2026-06-30');

function helperText(error: DateValidationError) {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Claims are open for April to June 2026 only.';
    case 'shouldDisableDate':
      return 'Weekend expenses need a manager’s approval.';
    case 'invalidDate':
      return 'Enter a complete date.';
    default:
      return 'A weekday between April 1 and June 30, 2026.';
  }
}

export default function DateFieldValidation() {
  const [expenseDate, setExpenseDate] = React.useState<Dayjs | null>(dayjs('2026-07-02'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Expense date"
        value={expenseDate}
        onChange={setExpenseDate}
        minDate={quarterStart}
        maxDate={quarterEnd}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        onError={setError}
        helperText={helperText(error)}
        clearable
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
