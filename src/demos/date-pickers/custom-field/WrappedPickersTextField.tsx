import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';

// One text field style for every picker of the clinic's booking form.
function ClinicTextField(props: PickersTextFieldProps) {
  return (
    <PickersTextField
      {...props}
      size="small"
      sx={{
        minWidth: 220,
        '& .MuiPickersOutlinedInput-root': { borderRadius: 4 },
      }}
    />
  );
}

export default function WrappedPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Appointment day" defaultValue={dayjs('2026-05-12')} slots={{ textField: ClinicTextField }} />
        <TimePicker
          label="Arrival time"
          defaultValue={dayjs('2026-05-12T09:40')}
          slots={{ textField: ClinicTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
