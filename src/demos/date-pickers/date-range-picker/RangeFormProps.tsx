import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DateRangePicker label="Contract term" defaultValue={[dayjs('2026-01-01'), dayjs('2026-12-31')]} readOnly />
        <DateRangePicker label="Notice period" defaultValue={[dayjs('2026-10-01'), dayjs('2026-12-31')]} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
