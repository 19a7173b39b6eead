import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function HelperTextDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Passport expiry date"
          slotProps={{ textField: { helperText: 'As printed on page 2, MM/DD/YYYY' } }}
        />
        <DatePicker
          label="Date of arrival"
          slotProps={{ textField: { helperText: 'The day you land, in local time', required: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
