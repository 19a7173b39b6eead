import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimezoneLuxonZone() {
  // On October 25, 2026, Paris clocks go back from 03:00 to 02:00: 02:00 to 02:59 happens twice.
  const [concert, setConcert] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-10-25T01:30', { zone: 'Europe/Paris' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Late show (Paris time)" value={concert} onChange={setConcert} ampm={false} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {concert?.isValid
            ? `${concert.toFormat('yyyy-MM-dd HH:mm')} UTC${concert.toFormat('ZZ')} · UTC ${concert.toUTC().toFormat('HH:mm')}`
            : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
