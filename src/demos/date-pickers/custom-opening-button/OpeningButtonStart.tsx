import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Check-in"
          defaultValue={dayjs('2026-07-14')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <TimePicker
          label="Arrival time"
          defaultValue={dayjs('2026-07-14T15:00')}
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
