import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotOverrides() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination date"
        defaultValue={dayjs('2026-10-14')}
        // slots replace a part with another component.
        slots={{ openPickerIcon: EventAvailableIcon }}
        // slotProps pass props to a part, replaced or not.
        slotProps={{
          textField: { helperText: 'Bring your vaccination card.' },
          actionBar: { actions: ['today', 'clear', 'accept'] },
          openPickerIcon: { color: 'primary' },
        }}
        sx={{ width: { xs: '100%', sm: 300 } }}
      />
    </LocalizationProvider>
  );
}
