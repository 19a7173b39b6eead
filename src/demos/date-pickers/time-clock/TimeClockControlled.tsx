import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function TimeClockControlled() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-04-17T15:45'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={pickup} onChange={setPickup} view={view} onViewChange={setView} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {pickup ? `Car pickup at ${pickup.format('h:mm A')}` : 'No pickup time'} · editing the {view}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
