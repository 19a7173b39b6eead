import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Deliveries between 9:00 AM and 5:00 PM. Only the time part of these values is compared.
const firstSlot = dayjs('2026-04-17T09:00');
const lastSlot = dayjs('2026-04-17T17:00');
const delivery = dayjs('2026-04-17T16:00');

export default function DigitalClockSkipDisabled() {
  return (
    // Unpadded numbers, so each item's visible text ("6") is part of its accessible name ("6 hours").
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ hours12h: 'h', hours24h: 'H', minutes: 'm', seconds: 's' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Disabled hours shown
          </Typography>
          <MultiSectionDigitalClock
            defaultValue={delivery}
            minTime={firstSlot}
            maxTime={lastSlot}
            timeSteps={{ minutes: 30 }}
            ampm={false}
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Disabled hours skipped
          </Typography>
          <MultiSectionDigitalClock
            defaultValue={delivery}
            minTime={firstSlot}
            maxTime={lastSlot}
            timeSteps={{ minutes: 30 }}
            ampm={false}
            skipDisabled
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Single list, skipped
          </Typography>
          <DigitalClock
            defaultValue={delivery}
            minTime={firstSlot}
            maxTime={lastSlot}
            timeStep={60}
            ampm={false}
            skipDisabled
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
