import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice due date"
        defaultValue={dayjs('2026-09-30')}
        slotProps={{
          textField: { helperText: 'Payment terms: 30 days', fullWidth: true },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['clear', 'today', 'accept'] },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
