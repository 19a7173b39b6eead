import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function YearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        aria-label="Graduation year"
        defaultValue={dayjs('2019-06-01')}
        minDate={dayjs('2008-01-01')}
        maxDate={dayjs('2025-12-31')}
        yearsPerRow={4}
        slotProps={{
          yearButton: (ownerState) => ({
            sx: {
              borderRadius: 1,
              border: 1,
              borderColor: ownerState.isYearSelected ? 'primary.main' : 'divider',
              fontWeight: ownerState.isYearSelected ? 'bold' : 'normal',
            },
          }),
        }}
      />
    </LocalizationProvider>
  );
}
