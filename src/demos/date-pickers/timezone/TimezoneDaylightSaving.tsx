import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// On March 8, 2026, New York clocks jump from 01:59 EST to 03:00 EDT: 02:xx never exists.
const zone = 'America/New_York';
const firstTrain = dayjs.utc('2026-03-08T06:15:00Z'); // 01:15 EST

export default function TimezoneDaylightSaving() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(firstTrain);
  const valid = departure?.isValid() ? departure : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <DateTimePicker
            label="Night train departure (New York)"
            value={departure}
            onChange={setDeparture}
            timezone={zone}
          />
          <Button
            variant="outlined"
            disabled={!valid}
            onClick={() => setDeparture(valid ? valid.add(30, 'minute') : null)}
          >
            Add 30 minutes
          </Button>
          <Button variant="text" onClick={() => setDeparture(firstTrain)}>
            Reset
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {valid
            ? `UTC ${valid.utc().format('HH:mm')}, New York ${valid.tz(zone).format('HH:mm')} (UTC${valid.tz(zone).format('Z')})`
            : 'Enter a departure time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
