import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MeetingSlotField() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([dayjs('2026-04-17T14:00'), dayjs('2026-04-17T14:45')]);
  const [start, end] = slot;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <SingleInputTimeRangeField label="Design review" value={slot} onChange={setSlot} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {minutes > 0 ? `Blocks ${minutes} minutes in the team calendar.` : 'Enter a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
