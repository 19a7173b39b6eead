import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Doors open (read-only)
          </Typography>
          <TimeClock defaultValue={dayjs('2026-04-17T19:00')} readOnly />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Curtain up (disabled)
          </Typography>
          <TimeClock defaultValue={dayjs('2026-04-17T19:30')} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
