import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const standUp = dayjs('2026-04-17T09:30');

export default function DesktopClockRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Since v6: a list of times on desktop. */}
        <DesktopTimePicker label="Stand-up (digital clock)" defaultValue={standUp} />
        {/* The v5 analog clock, brought back with viewRenderers. */}
        <DesktopTimePicker
          label="Stand-up (analog clock)"
          defaultValue={standUp}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
