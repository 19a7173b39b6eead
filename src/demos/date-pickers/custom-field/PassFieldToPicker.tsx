import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function DateButtonField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const { value, label } = pickerContext;

  return (
    <Button
      id={props.id}
      variant="outlined"
      ref={pickerContext.triggerRef}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {label}: {value?.isValid() ? value.format('ddd, MMM D') : 'choose'}
    </Button>
  );
}

// A picker of your own, with the field built in: use it like a DatePicker.
function ButtonDatePicker(props: DatePickerProps) {
  return <DatePicker {...props} slots={{ ...props.slots, field: DateButtonField }} />;
}

const seasonStart = dayjs('2026-06-01');

export default function PassFieldToPicker() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-07-10'));
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(dayjs('2026-07-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ButtonDatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
        <ButtonDatePicker
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          minDate={(checkIn ?? seasonStart).add(1, 'day')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
