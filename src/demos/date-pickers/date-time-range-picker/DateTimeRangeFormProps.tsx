import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Confirmed flight"
          readOnly
          defaultValue={[dayjs('2026-10-02T06:45'), dayjs('2026-10-02T09:20')]}
        />
        <DateTimeRangePicker
          label="Return flight (not booked)"
          disabled
          defaultValue={[dayjs('2026-10-09T18:10'), dayjs('2026-10-09T20:35')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
