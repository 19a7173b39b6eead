import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// One moment in time: the kick-off of a video call between four offices.
const kickOff = dayjs.utc('2026-04-22T15:00:00Z');

const offices = [
  { city: 'San Francisco', zone: 'America/Los_Angeles' },
  { city: 'London', zone: 'Europe/London' },
  { city: 'Bengaluru', zone: 'Asia/Kolkata' },
  { city: 'Sydney', zone: 'Australia/Sydney' },
];

export default function TimezoneOneInstant() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          width: '100%',
        }}
      >
        {offices.map(({ city, zone }) => (
          <DateTimeField
            key={zone}
            label={`Kick-off in ${city}`}
            value={kickOff}
            timezone={zone}
            helperText={zone}
            readOnly
          />
        ))}
      </Box>
    </LocalizationProvider>
  );
}
