import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A half-typed field holds an invalid date, so check validity before formatting.
function show(value: Dayjs | null, pattern: string) {
  return value?.isValid() ? value.format(pattern) : 'not set';
}

export default function HeroPickers() {
  // Fixed dates keep the server render and the first browser render identical.
  const [talkDate, setTalkDate] = React.useState<Dayjs | null>(dayjs('2025-04-17'));
  const [startTime, setStartTime] = React.useState<Dayjs | null>(dayjs('2025-04-17T14:30'));
  const [due, setDue] = React.useState<Dayjs | null>(dayjs('2025-04-10T18:00'));

  const summary = [
    `Talk: ${show(talkDate, 'dddd, MMMM D, YYYY')}`,
    `at ${show(startTime, 'h:mm A')}.`,
    `Slides due: ${show(due, 'MMM D, h:mm A')}.`,
  ].join(' ');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DatePicker label="Talk date" value={talkDate} onChange={setTalkDate} />
          <TimePicker label="Start time" value={startTime} onChange={setStartTime} />
          <DateTimePicker label="Slides due" value={due} onChange={setDue} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
