import * as React from 'react';
import moment from 'moment-timezone';
import type { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimezoneMomentZone() {
  const [webinar, setWebinar] = React.useState<Moment | null>(moment.tz('2026-11-05T10:00', 'Asia/Kolkata'));

  return (
    // dateLibInstance gives the adapter the moment-timezone build, which has moment.tz.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment} adapterLocale="en">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Webinar (India time)" value={webinar} onChange={setWebinar} timezone="Asia/Kolkata" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {webinar?.isValid()
            ? `${webinar.format('YYYY-MM-DD HH:mm Z')} · New York: ${webinar.clone().tz('America/New_York').format('HH:mm')}`
            : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
