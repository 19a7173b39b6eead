import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

const FORMAT = 'MM/DD/YYYY';

// Keeps the digits and puts the slashes back: "0704" becomes "07/04".
function applyMask(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  return parts.filter((part, index) => index === 0 || part !== '').join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const { value, setValue, timezone } = pickerContext;

  const formatValue = (date: typeof value) => (date?.isValid() ? date.format(FORMAT) : '');
  const [text, setText] = React.useState(() => formatValue(value));
  // When the calendar changes the value, show it in the input.
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value === null || value.isValid()) {
      setText(formatValue(value));
    }
  }

  const { validationError } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    if (masked === '') {
      setValue(null, { changeImportance: 'set', source: 'field' });
    } else if (masked.length === FORMAT.length) {
      setValue(adapter.parse(masked, FORMAT), { changeImportance: 'set', source: 'field' });
    }
  };

  return (
    <TextField
      id={props.id}
      label={pickerContext.label}
      value={text}
      onChange={handleChange}
      placeholder="mm/dd/yyyy"
      disabled={pickerContext.disabled}
      error={validationError !== null}
      helperText={validationError === 'invalidDate' ? 'This date does not exist' : 'Digits only'}
      ref={pickerContext.rootRef}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly: pickerContext.readOnly },
        input: {
          ref: pickerContext.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(value?.isValid() ? text : null)}
                onClick={() => pickerContext.setOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function MaskedField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of issue"
        format={FORMAT}
        defaultValue={dayjs('2025-11-04')}
        slots={{ field: MaskedDateField }}
      />
    </LocalizationProvider>
  );
}
