import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const stay = [dayjs('2026-08-21'), dayjs('2026-08-24')] as const;

export default function RangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
        {/* Default: one input holding both dates. */}
        <DateRangePicker label="Conference stay" defaultValue={[stay[0], stay[1]]} />
        {/* One input per date. */}
        <DateRangePicker
          defaultValue={[stay[0], stay[1]]}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Arrival', end: 'Departure' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
