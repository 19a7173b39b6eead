import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomizedDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Table reservation"
        defaultValue={dayjs('2026-04-18')}
        format="ddd, MMM D, YYYY"
        // Components replaced: the icon of the opening button.
        slots={{ openPickerIcon: EventAvailableIcon }}
        slotProps={{
          // Props passed to the built-in components.
          textField: { variant: 'filled', sx: { minWidth: 260 } },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['today', 'accept'] },
          day: { sx: { fontWeight: 500 } },
          desktopPaper: { elevation: 0, sx: { border: 1, borderColor: 'divider' } },
        }}
      />
    </LocalizationProvider>
  );
}
