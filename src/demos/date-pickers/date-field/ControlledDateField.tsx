import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ControlledDateField() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2026-05-15'));

  // Half-typed dates are invalid Dayjs objects: check before computing with them.
  const daysToPay = dueDate?.isValid() ? dueDate.diff(dayjs('2026-04-15'), 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the field keeps the value, defaultValue is read once. */}
          <DateField label="Issue date" defaultValue={dayjs('2026-04-15')} />
          {/* Controlled: the value lives in React state. */}
          <DateField label="Due date" value={dueDate} onChange={setDueDate} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {daysToPay === null ? 'Enter a complete due date.' : `Payment terms: ${daysToPay} days after the issue date.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
