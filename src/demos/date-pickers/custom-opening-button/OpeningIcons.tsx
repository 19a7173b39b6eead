import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import AlarmIcon from '@mui/icons-material/Alarm';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Invoice date" defaultValue={dayjs('2026-05-29')} slots={{ openPickerIcon: EventNoteIcon }} />
        <TimePicker
          label="Wake-up call"
          defaultValue={dayjs('2026-05-29T06:45')}
          slots={{ openPickerIcon: AlarmIcon }}
        />
        <DateTimePicker
          label="Departure"
          defaultValue={dayjs('2026-05-29T14:10')}
          slots={{ openPickerIcon: FlightTakeoffIcon }}
          slotProps={{ openPickerIcon: { color: 'primary' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
