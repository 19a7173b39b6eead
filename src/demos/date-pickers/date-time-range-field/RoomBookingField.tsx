import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function RoomBookingField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 520 }}>
        <SingleInputDateTimeRangeField
          label="Meeting room B"
          defaultValue={[dayjs('2026-06-03T10:00'), dayjs('2026-06-03T11:30')]}
        />
        <MultiInputDateTimeRangeField
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Departure' : 'Arrival',
            }),
          }}
          defaultValue={[dayjs('2026-06-12T22:40'), dayjs('2026-06-13T07:05')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
