import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The conference takes place in September: open the calendar there, with nothing selected.
const conferenceMonth = dayjs('2026-09-01');

export default function ReferenceDateCalendar() {
  const [talk, setTalk] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar value={talk} onChange={setTalk} referenceDate={conferenceMonth} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {talk ? `Talk scheduled on ${talk.format('dddd, MMMM D')}.` : 'Pick the day of your talk.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
