import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const payday = dayjs('2026-04-30');

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Payday (ISO)" defaultValue={payday} format="YYYY-MM-DD" />
        <DateField label="Payday (day first)" defaultValue={payday} format="DD/MM/YYYY" />
        <DatePicker label="Payday (long)" defaultValue={payday} format="ddd, MMMM D, YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
