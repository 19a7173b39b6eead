import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MaintenanceFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker label="Ticket opened" defaultValue={dayjs('2026-07-06T09:12')} readOnly />
        <DateTimePicker label="Technician visit" defaultValue={dayjs('2026-07-08T13:30')} />
        <DateTimePicker label="Ticket closed" defaultValue={null} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
