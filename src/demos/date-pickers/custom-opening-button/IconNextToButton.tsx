import dayjs from 'dayjs';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import PublicIcon from '@mui/icons-material/Public';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The picker passes its buttons as children: render an extra icon before them.
function VenueTimeAdornment({ children, ...other }: InputAdornmentProps) {
  return (
    <InputAdornment {...other}>
      <PublicIcon fontSize="small" titleAccess="Venue time, Paris" sx={{ color: 'text.secondary', mr: 0.5 }} />
      {children}
    </InputAdornment>
  );
}

export default function IconNextToButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Conference keynote"
        defaultValue={dayjs('2026-09-17T16:30')}
        slots={{ inputAdornment: VenueTimeAdornment }}
        slotProps={{ textField: { helperText: 'Paris time (CEST)' } }}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
