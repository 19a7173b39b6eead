import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function HotelStayControlled() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-07-03'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DatePicker label="Check-in" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {checkIn === null ? 'null' : checkIn.isValid() ? checkIn.format('YYYY-MM-DD') : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
