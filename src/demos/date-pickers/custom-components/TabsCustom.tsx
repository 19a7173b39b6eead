import dayjs, { type Dayjs } from 'dayjs';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

interface TabsSlotProps {
  className?: string;
}

function AppointmentTabs({ className }: TabsSlotProps) {
  const { value, view, setView } = usePickerContext<Dayjs | null, DateOrTimeView>();
  const tab = view === 'hours' || view === 'minutes' ? 'time' : 'date';

  return (
    <Tabs
      className={className}
      value={tab}
      variant="fullWidth"
      onChange={(_event, next: 'date' | 'time') => setView(next === 'date' ? 'day' : 'hours')}
      aria-label="Appointment part"
    >
      <Tab value="date" label={`Day · ${value ? value.format('ddd D MMM') : 'none'}`} />
      <Tab value="time" label={`Time · ${value ? value.format('HH:mm') : 'none'}`} />
    </Tabs>
  );
}

export default function TabsCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-06-12T09:30')}
        ampm={false}
        slots={{ tabs: AppointmentTabs }}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
