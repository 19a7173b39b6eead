import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function ShiftFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Night shift (24-hour)"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2026-04-17T21:00'), dayjs('2026-04-17T23:45')]}
        />
        <TimeRangePicker
          label="Clinic hours"
          format="h:mm a"
          slotProps={{ field: { dateSeparator: 'to', clearable: true } }}
          defaultValue={[dayjs('2026-04-17T08:00'), dayjs('2026-04-17T12:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
