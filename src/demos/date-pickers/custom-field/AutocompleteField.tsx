import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

// The days the courier still has room for a delivery.
const deliveryDays = ['2026-06-16', '2026-06-17', '2026-06-19', '2026-06-23', '2026-06-24'].map((day) => dayjs(day));

function isDeliveryDay(day: Dayjs) {
  return deliveryDays.some((option) => option.isSame(day, 'day'));
}

function AutocompleteDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const translations = usePickerTranslations();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const formatted = pickerContext.value?.isValid() ? pickerContext.value.format('MMM D, YYYY') : null;

  return (
    <Autocomplete
      ref={pickerContext.triggerRef}
      options={deliveryDays}
      value={pickerContext.value}
      onChange={(_event, newValue) => pickerContext.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      disabled={pickerContext.disabled}
      readOnly={pickerContext.readOnly}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          error={hasValidationError}
          helperText={hasValidationError ? 'No delivery on that day' : undefined}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {params.InputProps.endAdornment}
                  <IconButton
                    size="small"
                    aria-label={translations.openDatePickerDialogue(formatted)}
                    onClick={() => pickerContext.setOpen((open) => !open)}
                  >
                    <CalendarIcon fontSize="small" />
                  </IconButton>
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={dayjs('2026-06-17')}
        shouldDisableDate={(day) => !isDeliveryDay(day)}
        slots={{ field: AutocompleteDateField }}
      />
    </LocalizationProvider>
  );
}
