import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Core hours"
          readOnly
          defaultValue={[dayjs('2026-04-17T10:00'), dayjs('2026-04-17T16:00')]}
        />
        <TimeRangePicker
          label="Overtime window"
          disabled
          defaultValue={[dayjs('2026-04-17T18:00'), dayjs('2026-04-17T21:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
