import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <DateField label="Invoice date" defaultValue={dayjs('2026-04-30')} />
        <TimeField label="Shift starts at" defaultValue={dayjs('2026-04-30T07:30')} />
        <DateTimeField label="Flight departure" defaultValue={dayjs('2026-05-14T18:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
