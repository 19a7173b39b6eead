import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const delivery = dayjs('2026-06-05T08:05');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Delivery date (default)" defaultValue={delivery} format="M/D/YYYY" />
          <TimeField label="Delivery time (default)" defaultValue={delivery} format="h:m a" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Delivery date (respect zeros)"
            defaultValue={delivery}
            format="M/D/YYYY"
            shouldRespectLeadingZeros
          />
          <TimeField
            label="Delivery time (respect zeros)"
            defaultValue={delivery}
            format="h:m a"
            shouldRespectLeadingZeros
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
