import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ControlledDateCalendar() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-04-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Uncontrolled: drop-off
          </Typography>
          {/* The calendar keeps its own state; defaultValue is read once. */}
          <DateCalendar defaultValue={dayjs('2026-04-17')} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Controlled: pickup
          </Typography>
          <DateCalendar value={pickup} onChange={(newValue) => setPickup(newValue)} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pickup ? `Pickup on ${pickup.format('dddd, MMMM D')}.` : 'No pickup day yet.'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
