import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function TabsProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-06-12T09:30')}
        slotProps={{
          tabs: {
            hidden: false,
            dateIcon: <EventIcon />,
            timeIcon: <ScheduleIcon />,
            sx: { bgcolor: 'action.hover' },
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
