import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function MeetingControlled() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-02-10T14:00'));

  // Half-typed values are invalid Dayjs objects: check before computing with them.
  const end = start?.isValid() ? start.add(45, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeField label="Review meeting starts" value={start} onChange={setStart} clearable />
          <DateTimeField label="Ends (45 minutes)" value={end} readOnly />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {start === null
            ? 'No start time yet.'
            : `Value: ${start.isValid() ? start.format('YYYY-MM-DDTHH:mm') : 'Invalid Date'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
