import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2026-07-10')}
          slotProps={{
            textField: {
              variant: 'filled',
              helperText: 'Rooms are ready from 3 pm',
              required: true,
            },
          }}
        />
        <DatePicker
          label="Passport expiry"
          defaultValue={dayjs('2031-02-28')}
          slotProps={{
            field: { clearable: true },
            textField: { size: 'small', helperText: 'As printed in your passport' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
