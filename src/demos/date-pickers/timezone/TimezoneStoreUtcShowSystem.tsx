import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersTimezone } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneStoreUtcShowSystem() {
  // What the server stores and sends: an ISO string in UTC.
  const [storedValue, setStoredValue] = React.useState<string | null>('2026-09-14T08:00:00.000Z');
  // The server renders this page in UTC and does not know the reader's zone:
  // switch to the system zone once the page runs in the browser.
  const [displayZone, setDisplayZone] = React.useState<PickersTimezone>('UTC');
  const [zoneName, setZoneName] = React.useState('UTC');
  React.useEffect(() => {
    setDisplayZone('system');
    setZoneName(dayjs.tz.guess());
  }, []);

  const handleChange = (newValue: Dayjs | null) => {
    // The picker returns a UTC value because the stored value is UTC.
    setStoredValue(newValue?.isValid() ? newValue.toISOString() : null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label={`Clinic appointment (${zoneName})`}
          value={storedValue ? dayjs.utc(storedValue) : null}
          onChange={handleChange}
          timezone={displayZone}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {storedValue ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
