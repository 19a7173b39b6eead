import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FutureValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <DatePicker label="Date of birth" disableFuture openTo="year" views={['year', 'month', 'day']} />
        <TimePicker label="Time the symptoms started" disableFuture />
        <DateTimePicker label="Expense paid on" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
