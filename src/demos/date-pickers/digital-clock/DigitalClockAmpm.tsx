import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const lastTrain = dayjs('2026-04-17T23:15');

export default function DigitalClockAmpm() {
  return (
    // Unpadded numbers, so each item's visible text ("6") is part of its accessible name ("6 hours").
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ hours12h: 'h', hours24h: 'H', minutes: 'm', seconds: 's' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            12-hour
          </Typography>
          <MultiSectionDigitalClock defaultValue={lastTrain} ampm />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            24-hour
          </Typography>
          <MultiSectionDigitalClock defaultValue={lastTrain} ampm={false} />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            24-hour list
          </Typography>
          <DigitalClock defaultValue={lastTrain} ampm={false} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
