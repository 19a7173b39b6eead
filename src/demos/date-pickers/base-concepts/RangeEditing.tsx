import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function RangeEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <DateRangePicker label="Hotel stay" defaultValue={[dayjs('2026-08-10'), dayjs('2026-08-14')]} />
        <TimeRangePicker label="Opening hours" defaultValue={[dayjs('2026-08-10T09:00'), dayjs('2026-08-10T17:30')]} />
        <DateTimeRangePicker label="Car rental" defaultValue={[dayjs('2026-08-10T10:00'), dayjs('2026-08-14T16:00')]} />
      </Stack>
    </LocalizationProvider>
  );
}
