import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateAndTimeEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Payday" defaultValue={dayjs('2026-06-30')} />
        <TimePicker label="Shift starts" defaultValue={dayjs('2026-06-30T07:00')} />
        <DateTimePicker label="Flight departs" defaultValue={dayjs('2026-06-30T18:25')} />
      </Stack>
    </LocalizationProvider>
  );
}
