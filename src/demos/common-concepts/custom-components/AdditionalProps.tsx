import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

interface ShippingOption {
  label: string;
  days: number;
}

// The props of the default action bar, plus one of our own.
interface ShippingActionBarProps extends PickersActionBarProps {
  shippingOptions?: ShippingOption[];
}

// Defined once, outside the component that renders the picker.
function ShippingActionBar({ className, shippingOptions = [] }: ShippingActionBarProps) {
  const { setValue } = usePickerContext<Dayjs | null>();
  const orderDate = dayjs('2026-06-12');

  return (
    <DialogActions className={className} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shippingOptions.map((option) => (
        <Button key={option.label} onClick={() => setValue(orderDate.add(option.days, 'day'))}>
          {option.label}
        </Button>
      ))}
    </DialogActions>
  );
}

// The extra prop travels through slotProps, typed with the component's own props.
const actionBarProps: ShippingActionBarProps = {
  shippingOptions: [
    { label: 'Express (1 day)', days: 1 },
    { label: 'Standard (5 days)', days: 5 },
    { label: 'Economy (12 days)', days: 12 },
  ],
};

export default function AdditionalProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-17')}
        minDate={dayjs('2026-06-13')}
        displayStaticWrapperAs="desktop"
        slots={{ actionBar: ShippingActionBar }}
        slotProps={{ actionBar: actionBarProps }}
      />
    </LocalizationProvider>
  );
}
