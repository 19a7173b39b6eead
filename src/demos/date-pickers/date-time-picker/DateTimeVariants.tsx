import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const captionSx = { color: 'text.secondary', fontFamily: 'monospace' } as const;

export default function DateTimeVariants() {
  // One value shared by the three variants.
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-09-15T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ width: '100%', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography variant="caption" sx={captionSx}>
              DesktopDateTimePicker
            </Typography>
            <DesktopDateTimePicker label="Delivery slot" value={delivery} onChange={setDelivery} />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="caption" sx={captionSx}>
              MobileDateTimePicker
            </Typography>
            <MobileDateTimePicker label="Delivery slot" value={delivery} onChange={setDelivery} />
          </Stack>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}>
          <Typography variant="caption" sx={captionSx}>
            StaticDateTimePicker
          </Typography>
          <StaticDateTimePicker
            value={delivery}
            onChange={setDelivery}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
