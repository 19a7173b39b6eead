import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MaintenanceWindowField() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-06-06T23:00'),
    dayjs('2026-06-07T03:00'),
  ]);
  const [start, end] = maintenance;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour', true) : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateTimeRangeField label="Maintenance window" value={maintenance} onChange={setMaintenance} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hours > 0
            ? `The store is offline for ${hours.toFixed(1)} hours, from ${start?.format('ddd h:mm A')}.`
            : 'The window must end after it starts.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
