import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

const travelMonth = dayjs('2026-05-01');

// The letters of each section, as in the `deDE` locale of the pickers.
const germanPlaceholders = {
  fieldDayPlaceholder: () => 'TT',
  fieldMonthPlaceholder: () => 'MM',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'J'.repeat(params.digitAmount),
};

function SummaryDateField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  // "MM/DD/YYYY" in English, "TT.MM.JJJJ" in German.
  const placeholder = useParsedFormat();
  const text = pickerContext.value?.isValid() ? pickerContext.value.format(pickerContext.fieldFormat) : '';

  return (
    <TextField
      id={props.id}
      label={pickerContext.label}
      value={text}
      placeholder={placeholder}
      ref={pickerContext.rootRef}
      onClick={() => pickerContext.setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { ref: pickerContext.triggerRef, readOnly: true },
      }}
    />
  );
}

export default function PlaceholderField() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <DatePicker label="Arrival" referenceDate={travelMonth} slots={{ field: SummaryDateField }} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanPlaceholders}>
        <DatePicker label="Anreise" referenceDate={travelMonth} slots={{ field: SummaryDateField }} />
      </LocalizationProvider>
    </Stack>
  );
}
