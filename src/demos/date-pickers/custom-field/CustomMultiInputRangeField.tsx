import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import { unstable_useMultiInputRangeField as useMultiInputRangeField } from '@mui/x-date-pickers-pro/hooks';
import { useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';

function TripRangeField(props: DateRangePickerFieldProps) {
  const manager = useDateRangeManager();
  const { internalProps } = useSplitFieldProps(props, 'date');
  const response = useMultiInputRangeField({
    manager,
    internalProps,
    rootProps: {},
    startTextFieldProps: { label: 'Outbound flight' },
    endTextFieldProps: { label: 'Return flight' },
  });
  // Everything else in the responses is a prop of PickersTextField.
  const { enableAccessibleFieldDOMStructure: _start, ...startTextField } = response.startTextField;
  const { enableAccessibleFieldDOMStructure: _end, ...endTextField } = response.endTextField;

  return (
    <Stack {...response.root} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <PickersTextField {...startTextField} />
      <Typography sx={{ color: 'text.secondary' }}>then</Typography>
      <PickersTextField {...endTextField} />
    </Stack>
  );
}

export default function CustomMultiInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs('2026-10-02'), dayjs('2026-10-11')]} slots={{ field: TripRangeField }} />
    </LocalizationProvider>
  );
}
