import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Typing the slot with PickersDayProps gives `day`, `outsideCurrentMonth`, `selected`...
function PaydayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const isPayday = !outsideCurrentMonth && (day.date() === 15 || day.date() === day.daysInMonth());

  return (
    <PickersDay
      {...props}
      sx={
        isPayday
          ? {
              border: '2px solid',
              borderColor: 'success.main',
              fontWeight: 'bold',
            }
          : undefined
      }
    />
  );
}

export default function TypedDaySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ textAlign: 'center' }}>
          Paydays are circled in green
        </Typography>
        <DateCalendar defaultValue={dayjs('2026-05-04')} slots={{ day: PaydayDay }} />
      </Box>
    </LocalizationProvider>
  );
}
