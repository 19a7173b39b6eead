import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

export default function MonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2025-09-01')}
        monthsPerRow={4}
        slotProps={{
          monthButton: (ownerState) => ({
            sx: {
              borderRadius: 1,
              textTransform: 'uppercase',
              letterSpacing: 1,
              fontSize: '0.8125rem',
              ...(ownerState.isMonthSelected && { boxShadow: 2 }),
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
