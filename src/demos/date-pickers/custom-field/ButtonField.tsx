import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

function DateButtonField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const { value, label } = pickerContext;
  const text = value?.isValid() ? `${label}: ${value.format('ddd, MMM D')}` : `Choose ${label}`;

  return (
    <Button
      id={props.id}
      variant="outlined"
      startIcon={<CalendarIcon />}
      ref={pickerContext.triggerRef}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Departure" defaultValue={dayjs('2026-07-09')} slots={{ field: DateButtonField }} />
    </LocalizationProvider>
  );
}
