import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-08-21')}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd, D MMM YYYY', toolbarPlaceholder: 'No date' },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
