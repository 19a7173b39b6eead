import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Guided tours run on weekdays during the summer season, except on public holidays.
const seasonStart = dayjs('2026-06-01');
const seasonEnd = dayjs('2026-08-28');
const holidays = new Set(['2026-07-03', '2026-08-03']);

function noTourThatDay(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function DateCalendarValidation() {
  const [tour, setTour] = React.useState<Dayjs | null>(dayjs('2026-07-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={tour}
          onChange={setTour}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={noTourThatDay}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tour ? `Tour booked for ${tour.format('dddd, MMMM D')}.` : 'Choose a tour day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
