import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderDigitalClockTimeView, renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function TimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Default: one column per section (hours, minutes, AM/PM). */}
        <DateTimePicker label="Dinner reservation" defaultValue={dayjs('2026-05-22T19:30')} />
        {/* A single list of slots, every 30 minutes. */}
        <DateTimePicker
          label="Haircut appointment"
          defaultValue={dayjs('2026-05-22T10:30')}
          timeSteps={{ minutes: 30 }}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
        />
        {/* The analog clock, one view for the hours, then one for the minutes. */}
        <DateTimePicker
          label="Medication reminder"
          defaultValue={dayjs('2026-05-22T08:00')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
