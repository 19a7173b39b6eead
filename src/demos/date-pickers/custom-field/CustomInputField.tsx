import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { CalendarIcon } from '@mui/x-date-pickers/icons';

// Styles of a design system that is not Material UI.
const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 4,
  fontFamily: theme.typography.fontFamily,
}));

const Label = styled('label')(({ theme }) => ({
  fontSize: 14,
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

const InputRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 220,
  border: `2px solid ${theme.palette.divider}`,
  borderRadius: 8,
  backgroundColor: theme.palette.background.paper,
  '&:focus-within': { borderColor: theme.palette.primary.main },
  '&[data-error="true"]': { borderColor: theme.palette.error.main },
}));

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  padding: '8px 10px',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: 16,
}));

const OpenButton = styled('button')(({ theme }) => ({
  display: 'flex',
  margin: 4,
  padding: 4,
  border: 0,
  borderRadius: 6,
  cursor: 'pointer',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
}));

function PlainInputDateField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  const fallbackId = React.useId();
  const inputId = props.id ?? fallbackId;
  // With `enableAccessibleFieldDOMStructure: false`, the hook drives a real <input>.
  const field = useDateField<false, DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false }>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Root ref={pickerContext.rootRef}>
      <Label htmlFor={inputId}>{pickerContext.label}</Label>
      <InputRow ref={pickerContext.triggerRef} data-error={field.error}>
        <Input
          id={inputId}
          ref={field.inputRef}
          value={field.value}
          onChange={field.onChange}
          onClick={field.onClick}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          onKeyDown={field.onKeyDown}
          onPaste={field.onPaste}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete="off"
          disabled={field.disabled}
          readOnly={field.readOnly}
          aria-invalid={field.error}
          name={pickerContext.name}
        />
        <OpenButton
          type="button"
          aria-label={field.openPickerAriaLabel}
          disabled={field.disabled || field.readOnly}
          onClick={() => pickerContext.setOpen((open) => !open)}
        >
          <CalendarIcon fontSize="small" />
        </OpenButton>
      </InputRow>
    </Root>
  );
}

export default function CustomInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2026-06-18')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: PlainInputDateField }}
      />
    </LocalizationProvider>
  );
}
