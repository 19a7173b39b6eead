import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const exhibition = [dayjs('2026-09-18T10:00'), dayjs('2026-09-20T17:00')] as const;

export default function DateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <DesktopDateTimeRangePicker label="Trade fair (desktop)" defaultValue={[...exhibition]} />
        <MobileDateTimeRangePicker label="Trade fair (mobile)" defaultValue={[...exhibition]} />
      </Stack>
    </LocalizationProvider>
  );
}
