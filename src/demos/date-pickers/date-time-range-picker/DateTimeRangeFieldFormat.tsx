import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Train journey (24-hour)"
          ampm={false}
          format="DD MMM HH:mm"
          defaultValue={[dayjs('2026-05-22T07:15'), dayjs('2026-05-22T13:40')]}
        />
        <DateTimeRangePicker
          label="Webinar"
          format="MMM D, h:mm a"
          timeSteps={{ minutes: 15 }}
          slotProps={{ field: { dateSeparator: 'until', clearable: true } }}
          defaultValue={[dayjs('2026-05-27T16:00'), dayjs('2026-05-27T17:15')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
