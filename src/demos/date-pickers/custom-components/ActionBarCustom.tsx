import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function PayrollActionBar({ className }: PickersActionBarProps) {
  const { value, setValue, clearValue, acceptValueChanges } = usePickerContext<Dayjs | null>();
  const lastWorkingDay = () => {
    let day = (value ?? dayjs('2026-06-12')).endOf('month').startOf('day');
    while (day.day() === 0 || day.day() === 6) {
      day = day.subtract(1, 'day');
    }
    setValue(day);
  };

  return (
    <DialogActions className={className} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={clearValue}>Clear</Button>
      <Button onClick={lastWorkingDay}>Last working day</Button>
      <Button variant="contained" onClick={acceptValueChanges} disabled={value === null}>
        Schedule run
      </Button>
    </DialogActions>
  );
}

export default function ActionBarCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        displayStaticWrapperAs="desktop"
        slots={{ actionBar: PayrollActionBar }}
      />
    </LocalizationProvider>
  );
}
