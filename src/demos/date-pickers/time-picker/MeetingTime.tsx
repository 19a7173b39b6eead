import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function MeetingTime() {
  // A time value is a full date: the date part is kept and only the time changes.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-04-17T09:30'));

  const end = start?.isValid() ? start.add(45, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own state. */}
          <TimePicker label="Lunch break (uncontrolled)" defaultValue={dayjs('2026-04-17T12:30')} />
          {/* Controlled: the value lives in React state. */}
          <TimePicker label="Stand-up starts (controlled)" value={start} onChange={setStart} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {start?.isValid() && end
            ? `Stand-up: ${start.format('h:mm A')} to ${end.format('h:mm A')}.`
            : 'Choose a start time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
