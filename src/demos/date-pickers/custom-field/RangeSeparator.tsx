import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function RangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
        <DateRangePicker
          label="Hotel stay"
          defaultValue={[dayjs('2026-07-10'), dayjs('2026-07-14')]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <SingleInputDateRangeField
          label="Conference"
          defaultValue={[dayjs('2026-09-21'), dayjs('2026-09-23')]}
          dateSeparator="→"
        />
      </Stack>
    </LocalizationProvider>
  );
}
