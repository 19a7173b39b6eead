import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Lap time: minutes and seconds
          </Typography>
          <TimeClock
            defaultValue={dayjs('2026-04-17T00:05:30')}
            views={['minutes', 'seconds']}
            ampm={false}
            showViewSwitcher
          />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Alarm: opens on the minutes
          </Typography>
          <TimeClock
            defaultValue={dayjs('2026-04-17T06:45')}
            views={['hours', 'minutes']}
            openTo="minutes"
            showViewSwitcher
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
