import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const HOURLY_RATE = 22.5;
const UNPAID_BREAK_MINUTES = 30;

export default function ControlledShiftRange() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2026-04-17T09:00'), dayjs('2026-04-17T17:30')]);
  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') - UNPAID_BREAK_MINUTES : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <TimeRangePicker label="Saturday shift" value={shift} onChange={setShift} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {minutes > 0
            ? `${(minutes / 60).toFixed(1)} paid hours after a ${UNPAID_BREAK_MINUTES}-minute break: $${((minutes / 60) * HOURLY_RATE).toFixed(2)}.`
            : 'The shift must end after it starts.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
