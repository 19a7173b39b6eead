import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A plain Material UI TextField, with a real <input> element inside.
function InvoiceTextField(props: TextFieldProps) {
  return <TextField {...props} color="secondary" helperText="Format MM/DD/YYYY" />;
}

export default function MaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2026-03-31')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: InvoiceTextField, inputAdornment: InputAdornment }}
      />
    </LocalizationProvider>
  );
}
