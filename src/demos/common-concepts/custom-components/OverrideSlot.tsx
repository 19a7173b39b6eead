import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OverrideSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Check-in date"
          defaultValue={dayjs('2026-07-03')}
          slots={{ openPickerIcon: EventAvailableRoundedIcon }}
        />
        <TimePicker
          label="Wake-up call"
          defaultValue={dayjs('2026-07-04T06:30')}
          slots={{ openPickerIcon: AlarmRoundedIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
