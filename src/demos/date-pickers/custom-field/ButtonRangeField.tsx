import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatDay(day: Dayjs | null) {
  return day?.isValid() ? day.format('MMM D') : '…';
}

function StayButtonField(props: DateRangePickerFieldProps) {
  const pickerContext = usePickerContext<DateRange<Dayjs>>();
  const [checkIn, checkOut] = pickerContext.value;
  const text =
    checkIn === null && checkOut === null ? 'Choose your stay' : `Stay: ${formatDay(checkIn)} – ${formatDay(checkOut)}`;

  return (
    <Button
      id={props.id}
      variant="contained"
      ref={pickerContext.triggerRef}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

// Range pickers treat a custom field as two inputs unless told otherwise.
StayButtonField.fieldType = 'single-input';

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs('2026-07-10'), dayjs('2026-07-14')]} slots={{ field: StayButtonField }} />
    </LocalizationProvider>
  );
}
