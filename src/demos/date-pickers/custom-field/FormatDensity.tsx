import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const payday = dayjs('2026-06-30');

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Payday (dense)" defaultValue={payday} formatDensity="dense" />
        <DateField label="Payday (spacious)" defaultValue={payday} formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
