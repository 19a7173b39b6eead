import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const shiftStart = dayjs('2026-05-11T14:30');

export default function AmPmFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Shift start (locale default)" defaultValue={shiftStart} />
        <TimePicker label="Shift start (12-hour)" defaultValue={shiftStart} ampm />
        <TimePicker label="Shift start (24-hour)" defaultValue={shiftStart} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
