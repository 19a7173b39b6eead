import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function OpeningHoursLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Opening hours"
        localeText={{ start: 'Opens', end: 'Closes' }}
        // Desktop hides the tabs by default: show them so the labels appear.
        slotProps={{ tabs: { hidden: false } }}
        defaultValue={[dayjs('2026-04-17T08:30'), dayjs('2026-04-17T19:00')]}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
