import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function PayPeriodField() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([dayjs('2026-05-01'), dayjs('2026-05-15')]);
  const [start, end] = period;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : 0;
  const payday = end?.isValid() ? end.add(5, 'day').format('dddd, MMMM D') : '';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <SingleInputDateRangeField label="Pay period" value={period} onChange={setPeriod} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {days > 0 ? `${days} days, paid on ${payday}.` : 'Enter the first and last day of the period.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
