import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

function ArrowSeparator() {
  return <ArrowForwardIcon aria-hidden sx={{ color: 'text.secondary', alignSelf: 'center' }} />;
}

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker
          defaultValue={[dayjs('2026-10-05'), dayjs('2026-10-16')]}
          localeText={{ start: 'First day off', end: 'Last day off' }}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-10-05'), dayjs('2026-10-16')]}
          slots={{ separator: ArrowSeparator }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Departure' : 'Return',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
