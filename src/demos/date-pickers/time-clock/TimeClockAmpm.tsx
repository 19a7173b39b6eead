import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const nightShift = dayjs('2026-04-17T22:00');

export default function TimeClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            12-hour, AM/PM in the clock
          </Typography>
          <TimeClock defaultValue={nightShift} ampm ampmInClock />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            24-hour, two rings
          </Typography>
          <TimeClock defaultValue={nightShift} ampm={false} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
