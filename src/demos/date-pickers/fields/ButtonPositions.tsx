import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ButtonPositions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateField label="Passport expiry" defaultValue={dayjs('2031-02-18')} clearable clearButtonPosition="start" />
        <DatePicker
          label="Visa start date"
          defaultValue={dayjs('2026-08-01')}
          slotProps={{
            field: { clearable: true, clearButtonPosition: 'end', openPickerButtonPosition: 'start' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
