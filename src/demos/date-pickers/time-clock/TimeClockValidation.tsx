import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// The pool is open 7:00 AM to 9:00 PM, closed 1:00 to 2:00 PM for cleaning.
const opens = dayjs('2026-04-17T07:00');
const closes = dayjs('2026-04-17T21:00');

function isCleaningHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 13;
}

export default function TimeClockValidation() {
  const [lane, setLane] = React.useState<Dayjs | null>(dayjs('2026-04-17T11:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock
          value={lane}
          onChange={setLane}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          shouldDisableTime={isCleaningHour}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lane ? `Lane booked for ${lane.format('h:mm A')}.` : 'No lane booked.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
