import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DateRangePicker
          label="Trip to Lisbon"
          format="ddd, MMM D"
          defaultValue={[dayjs('2026-05-08'), dayjs('2026-05-12')]}
          slotProps={{ field: { dateSeparator: 'to', clearable: true, shouldRespectLeadingZeros: true } }}
        />
        <DateRangePicker
          label="Invoice period"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={[dayjs('2026-04-01'), dayjs('2026-04-30')]}
          slotProps={{ textField: { helperText: 'Day, month, year' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
