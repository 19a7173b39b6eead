import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const departure = dayjs('2026-04-17T07:45');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 260 } }}>
          <DesktopTimePicker label="Departure (desktop)" defaultValue={departure} />
          <MobileTimePicker label="Departure (mobile)" defaultValue={departure} />
        </Stack>
        <StaticTimePicker defaultValue={departure} orientation="portrait" />
      </Stack>
    </LocalizationProvider>
  );
}
