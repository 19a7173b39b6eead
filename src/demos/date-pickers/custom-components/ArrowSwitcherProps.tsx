import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-06-12')}
        slotProps={{
          previousIconButton: { size: 'medium', color: 'primary' },
          nextIconButton: { size: 'medium', color: 'primary' },
          leftArrowIcon: { fontSize: 'large' },
          rightArrowIcon: { fontSize: 'large' },
          switchViewButton: { sx: { color: 'primary.main' } },
        }}
      />
    </LocalizationProvider>
  );
}
