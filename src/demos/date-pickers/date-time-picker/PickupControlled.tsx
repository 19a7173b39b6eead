import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickupControlled() {
  const [pickup, setPickup] = React.useState<Dayjs | null>(dayjs('2026-06-12T08:45'));

  // While a section is being typed, the value can be an invalid Dayjs object.
  const dropOff = pickup?.isValid() ? pickup.add(3, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own state. */}
          <DateTimePicker label="Booking made" defaultValue={dayjs('2026-05-28T19:10')} />
          {/* Controlled: the value lives in React state. */}
          <DateTimePicker label="Car pickup" value={pickup} onChange={setPickup} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {dropOff
            ? `Three-day rental: return the car by ${dropOff.format('dddd, MMMM D [at] h:mm A')}.`
            : 'Enter a complete pickup date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
