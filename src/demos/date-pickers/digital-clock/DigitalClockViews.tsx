import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockViews() {
  return (
    // Unpadded numbers, so each item's visible text ("6") is part of its accessible name ("6 hours").
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ hours12h: 'h', hours24h: 'H', minutes: 'm', seconds: 's' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Parking paid until (to the second)
          </Typography>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2026-04-17T17:45:10')}
            views={['hours', 'minutes', 'seconds']}
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Plank hold (minutes and seconds)
          </Typography>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2026-04-17T00:01:30')}
            views={['minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 15 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
