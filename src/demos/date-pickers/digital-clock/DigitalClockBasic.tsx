import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const tableBooking = dayjs('2026-04-17T19:30');

export default function DigitalClockBasic() {
  return (
    // Unpadded numbers, so each item's visible text ("6") is part of its accessible name ("6 hours").
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ hours12h: 'h', hours24h: 'H', minutes: 'm', seconds: 's' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            DigitalClock
          </Typography>
          <DigitalClock defaultValue={tableBooking} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            MultiSectionDigitalClock
          </Typography>
          <MultiSectionDigitalClock defaultValue={tableBooking} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
