import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsFromState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        disableFuture
        openTo="year"
        referenceDate={dayjs('1990-01-01')}
        sx={{ maxWidth: 320 }}
        slotProps={{
          // A function receives the owner state of the slot and returns its props.
          textField: (ownerState) => ({
            required: true,
            helperText: ownerState.isPickerValueEmpty ? 'Required to verify your age' : ' ',
          }),
          openPickerIcon: (ownerState) => ({
            color: ownerState.isPickerOpen ? 'primary' : 'action',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
