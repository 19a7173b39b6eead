import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimezoneLuxonUtc() {
  // A DateTime in the "UTC" zone: the picker shows and returns UTC.
  const [backup, setBackup] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-05-29T23:30:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Database backup (UTC)" value={backup} onChange={setBackup} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {backup?.isValid ? `${backup.toISO()} · zone: ${backup.zoneName}` : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
