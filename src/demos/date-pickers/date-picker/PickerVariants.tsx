import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function PickerVariants() {
  // One value shared by the three variants: change it in any of them.
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ width: '100%', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
              DesktopDatePicker
            </Typography>
            <DesktopDatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
              MobileDatePicker
            </Typography>
            <MobileDatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
          </Stack>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            StaticDatePicker
          </Typography>
          <StaticDatePicker
            displayStaticWrapperAs="desktop"
            value={checkIn}
            onChange={setCheckIn}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
