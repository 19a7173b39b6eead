import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const text = pickerContext.value?.isValid() ? pickerContext.value.format(pickerContext.fieldFormat) : '';

  return (
    <TextField
      id={props.id}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      error={hasValidationError}
      disabled={pickerContext.disabled}
      helperText="Click or press Enter to open the calendar"
      ref={pickerContext.rootRef}
      onClick={() => pickerContext.setOpen((open) => !open)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{
        input: {
          ref: pickerContext.triggerRef,
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <CalendarIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function ReadOnlyField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Start date" defaultValue={dayjs('2026-09-01')} slots={{ field: ReadOnlyDateField }} />
    </LocalizationProvider>
  );
}
