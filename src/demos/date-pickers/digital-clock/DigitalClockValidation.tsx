import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// Haircut slots every 30 minutes, 10:00 AM to 6:30 PM, none during the 1:00 PM lunch hour.
const opens = dayjs('2026-04-17T10:00');
const lastSlot = dayjs('2026-04-17T18:30');

function isLunchHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 13;
}

export default function DigitalClockValidation() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2026-04-17T11:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DigitalClock
          value={slot}
          onChange={setSlot}
          minTime={opens}
          maxTime={lastSlot}
          shouldDisableTime={isLunchHour}
          skipDisabled
          sx={{ width: 200 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {slot ? `Haircut booked at ${slot.format('h:mm A')}.` : 'No slot booked.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
