import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const conference = [dayjs('2026-09-14'), dayjs('2026-09-16')] as const;

export default function RangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DesktopDateRangePicker label="Conference (desktop)" defaultValue={[...conference]} />
        <MobileDateRangePicker label="Conference (mobile)" defaultValue={[...conference]} />
        <div>
          <Typography variant="subtitle2" component="p" gutterBottom>
            Conference (static)
          </Typography>
          <StaticDateRangePicker displayStaticWrapperAs="desktop" calendars={1} defaultValue={[...conference]} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
