import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MultiInputRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-10'), dayjs('2026-07-14')]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn?.isValid() && checkOut?.isValid() ? checkOut.diff(checkIn, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={stay}
          onChange={setStay}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {nights === null ? 'Choose both dates.' : `${nights} nights`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
