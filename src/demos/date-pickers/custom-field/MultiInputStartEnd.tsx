import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// The function form of `slotProps.textField` receives the position of each input.
function CarRentalRangeField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        ...props.slotProps,
        textField: ({ position }) =>
          position === 'start'
            ? { label: 'Pick-up', helperText: 'From 9 am at the airport desk' }
            : { label: 'Return', helperText: 'Until 6 pm, with a full tank', color: 'secondary' },
      }}
    />
  );
}

export default function MultiInputStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-07')]}
        slots={{ field: CarRentalRangeField }}
      />
    </LocalizationProvider>
  );
}
