import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ReadOnlyOnMobileField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();

  // Desktop: the usual field, with sections to type in.
  if (pickerContext.variant === 'desktop') {
    return <DateField {...props} />;
  }

  // Mobile: a read-only input that opens the dialog, so no keyboard pops up.
  return (
    <TextField
      id={props.id}
      label={pickerContext.label}
      value={pickerContext.value?.isValid() ? pickerContext.value.format('MMM D, YYYY') : ''}
      disabled={pickerContext.disabled}
      ref={pickerContext.rootRef}
      onClick={() => pickerContext.setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{ input: { ref: pickerContext.triggerRef, readOnly: true } }}
    />
  );
}

export default function ReadOnlyMobileField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDatePicker
          label="Flight (mobile)"
          defaultValue={dayjs('2026-08-21')}
          slots={{ field: ReadOnlyOnMobileField }}
        />
        <DesktopDatePicker
          label="Flight (desktop)"
          defaultValue={dayjs('2026-08-21')}
          slots={{ field: ReadOnlyOnMobileField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
