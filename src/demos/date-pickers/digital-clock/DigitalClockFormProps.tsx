import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockFormProps() {
  return (
    // Unpadded numbers, so each item's visible text ("6") is part of its accessible name ("6 hours").
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ hours12h: 'h', hours24h: 'H', minutes: 'm', seconds: 's' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Gate closes (read-only)
          </Typography>
          <DigitalClock defaultValue={dayjs('2026-04-17T08:30')} readOnly />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Takeoff (disabled)
          </Typography>
          <MultiSectionDigitalClock defaultValue={dayjs('2026-04-17T09:05')} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
