import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAILY_RATE = 49;

export default function ControlledRentalRange() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-03T09:00'), dayjs('2026-07-06T18:00')]);
  const [pickUp, dropOff] = rental;
  const hours = pickUp?.isValid() && dropOff?.isValid() ? dropOff.diff(pickUp, 'hour') : 0;
  // Every started period of 24 hours is charged as a full day.
  const days = Math.ceil(hours / 24);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
        <DateTimeRangePicker label="Car rental" value={rental} onChange={setRental} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hours > 0
            ? `${hours} hours, charged as ${days} ${days === 1 ? 'day' : 'days'}: $${days * DAILY_RATE}.`
            : 'Return the car after picking it up.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
