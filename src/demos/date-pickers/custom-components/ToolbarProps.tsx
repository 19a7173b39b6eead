import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        slotProps={{
          toolbar: {
            toolbarFormat: 'dddd, MMMM D',
            toolbarPlaceholder: 'No date yet',
            sx: { bgcolor: 'action.hover' },
          },
          actionBar: { actions: ['clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
