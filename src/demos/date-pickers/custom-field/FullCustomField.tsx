import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

interface TextDateFieldProps extends DatePickerFieldProps {
  slots?: object;
  slotProps?: object;
  inputRef?: React.Ref<HTMLInputElement>;
}

function TextDateField(props: TextDateFieldProps) {
  // 1. Separate the validation props from the props meant for the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { slots, slotProps, inputRef, ...domProps } = forwardedProps;

  // 2. Read the value, the format and the open state from the picker.
  const pickerContext = usePickerContext();
  const { value, setValue, timezone, fieldFormat } = pickerContext;
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const placeholder = useParsedFormat();

  // 3. Validate with the rules the calendar uses.
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  // 4. Keep the text the user types, and show the value picked in the calendar.
  const format = (date: Dayjs | null) => (date?.isValid() ? date.format(fieldFormat) : '');
  const [text, setText] = React.useState(() => format(value));
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value === null || value.isValid()) {
      setText(format(value));
    }
  }

  const commit = (newText: string) => {
    const newValue = newText.trim() === '' ? null : adapter.parse(newText.trim(), fieldFormat);
    setValue(newValue, {
      validationError: getValidationErrorForNewValue(newValue),
      source: 'field',
    });
  };

  const formatted = value?.isValid() ? format(value) : null;

  return (
    <TextField
      {...domProps}
      label={pickerContext.label}
      name={pickerContext.name}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      ref={pickerContext.rootRef}
      inputRef={inputRef}
      value={text}
      placeholder={placeholder}
      disabled={pickerContext.disabled}
      error={hasValidationError}
      helperText={hasValidationError ? 'Choose a date after the outbound flight' : ' '}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit(text);
        }
      }}
      slotProps={{
        htmlInput: { readOnly: pickerContext.readOnly },
        input: {
          ref: pickerContext.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              {text !== '' && (
                <IconButton
                  size="small"
                  aria-label={translations.fieldClearLabel}
                  onClick={() => {
                    setText('');
                    commit('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(formatted)}
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

export default function FullCustomField() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(dayjs('2026-10-11'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Return flight"
        name="returnDate"
        value={returnDate}
        onChange={setReturnDate}
        minDate={dayjs('2026-10-02')}
        slots={{ field: TextDateField }}
        sx={{ width: 280 }}
      />
    </LocalizationProvider>
  );
}
