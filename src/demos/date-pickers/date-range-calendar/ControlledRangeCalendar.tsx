import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ControlledRangeCalendar() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([dayjs('2026-10-09'), dayjs('2026-10-12')]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar calendars={1} value={rental} onChange={setRental} />
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
          {pickUp && dropOff
            ? `Car rental: pick-up ${pickUp.format('ddd, MMM D')}, drop-off ${dropOff.format('ddd, MMM D')} (${dropOff.diff(pickUp, 'day')} days).`
            : 'Click the drop-off day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
