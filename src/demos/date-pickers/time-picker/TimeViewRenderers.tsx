import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const appointment = dayjs('2026-04-17T14:30');

export default function TimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* The analog clock on every device. */}
        <TimePicker
          label="Appointment (analog clock)"
          defaultValue={appointment}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        {/* 48 half-hour slots: at most 48 options fit in one list. */}
        <DesktopTimePicker
          label="Appointment (single list)"
          defaultValue={appointment}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Stack>
    </LocalizationProvider>
  );
}
