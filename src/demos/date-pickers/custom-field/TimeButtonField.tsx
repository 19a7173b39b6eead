import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { ClockIcon } from '@mui/x-date-pickers/icons';

function TimeButtonFieldComponent(props: TimePickerFieldProps) {
  const pickerContext = usePickerContext();
  const { value, label } = pickerContext;

  return (
    <Button
      id={props.id}
      variant="text"
      startIcon={<ClockIcon />}
      ref={pickerContext.triggerRef}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {label}: {value?.isValid() ? value.format('h:mm A') : 'not set'}
    </Button>
  );
}

export default function TimeButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TimePicker
          label="Shift starts"
          defaultValue={dayjs('2026-04-13T07:00')}
          slots={{ field: TimeButtonFieldComponent }}
        />
        <TimePicker
          label="Shift ends"
          defaultValue={dayjs('2026-04-13T15:30')}
          slots={{ field: TimeButtonFieldComponent }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
