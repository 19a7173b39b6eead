import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function YearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A past year: the most recent ones come first. */}
        <DatePicker
          label="Graduation year"
          views={['year']}
          yearsOrder="desc"
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2025-12-31')}
          defaultValue={dayjs('2019-01-01')}
        />
        {/* A future year: the default ascending order, three years per row. */}
        <DatePicker
          label="Lease ends"
          views={['year', 'month']}
          openTo="year"
          yearsPerRow={3}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2040-12-31')}
          defaultValue={dayjs('2029-09-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
