import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function PropsListField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" ref={pickerContext.triggerRef} onClick={() => pickerContext.setOpen((open) => !open)}>
        Payroll date: {pickerContext.value?.format('MMM D, YYYY') ?? 'none'}
      </Button>
      <Typography variant="body2">Internal props: {Object.keys(internalProps).sort().join(', ')}</Typography>
      <Typography variant="body2">Forwarded props: {Object.keys(forwardedProps).sort().join(', ')}</Typography>
    </Stack>
  );
}

export default function ForwardedProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payroll date"
        defaultValue={dayjs('2026-05-28')}
        minDate={dayjs('2026-05-01')}
        maxDate={dayjs('2026-05-31')}
        slots={{ field: PropsListField }}
        slotProps={{ field: { title: 'Salaries are paid on the last weekday' } }}
      />
    </LocalizationProvider>
  );
}
