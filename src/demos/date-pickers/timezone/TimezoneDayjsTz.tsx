import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneDayjsTz() {
  // dayjs.tz() reads the text as a Tokyo wall-clock time and keeps the zone on the value.
  const [landing, setLanding] = React.useState<Dayjs | null>(dayjs.tz('2026-08-03T07:40', 'Asia/Tokyo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Landing in Tokyo (Haneda)" value={landing} onChange={setLanding} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {landing?.isValid()
            ? `${landing.format('YYYY-MM-DDTHH:mmZ')} · same instant in UTC: ${landing.toISOString()}`
            : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
