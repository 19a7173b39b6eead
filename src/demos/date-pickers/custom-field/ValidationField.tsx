import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
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
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const ISO_FORMAT = 'YYYY-MM-DD';

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This date does not exist.',
  minDate: 'The first free slot is on 2026-04-17.',
  maxDate: 'Bookings close on 2026-05-29.',
  shouldDisableDate: 'The clinic is closed at weekends.',
  disablePast: 'This date is in the past.',
  disableFuture: 'This date is in the future.',
  shouldDisableMonth: 'No bookings this month.',
  shouldDisableYear: 'No bookings this year.',
};

function IsoDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const { value, setValue, timezone } = pickerContext;

  const [text, setText] = React.useState(value?.isValid() ? value.format(ISO_FORMAT) : '');
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value?.isValid()) {
      setText(value.format(ISO_FORMAT));
    }
  }

  // The same rules as the calendar: minDate, maxDate, shouldDisableDate...
  const { validationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const newText = event.target.value;
    setText(newText);
    let newValue: Dayjs | null = null;
    if (/^\d{4}-\d{2}-\d{2}$/.test(newText)) {
      newValue = adapter.parse(newText, ISO_FORMAT);
    } else if (newText !== '') {
      return; // Still typing.
    }
    setValue(newValue, {
      validationError: getValidationErrorForNewValue(newValue),
      changeImportance: 'set',
      source: 'field',
    });
  };

  return (
    <TextField
      id={props.id}
      label={pickerContext.label}
      value={text}
      onChange={handleChange}
      placeholder="yyyy-mm-dd"
      error={validationError !== null}
      helperText={validationError ? messages[validationError] : 'Weekdays from April 17 to May 29'}
      ref={pickerContext.rootRef}
      slotProps={{
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
      sx={{ width: 300 }}
    />
  );
}

export default function ValidationField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-up (ISO date)"
        defaultValue={dayjs('2026-04-20')}
        minDate={dayjs('2026-04-17')}
        maxDate={dayjs('2026-05-29')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ field: IsoDateField }}
      />
    </LocalizationProvider>
  );
}
