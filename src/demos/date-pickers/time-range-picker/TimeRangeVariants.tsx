import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const lunchService = [dayjs('2026-04-17T11:30'), dayjs('2026-04-17T14:30')] as const;

export default function TimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DesktopTimeRangePicker label="Lunch service (desktop)" defaultValue={[...lunchService]} />
        <MobileTimeRangePicker label="Lunch service (mobile)" defaultValue={[...lunchService]} />
      </Stack>
    </LocalizationProvider>
  );
}
