import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';

// Works with any date library: every date operation goes through the adapter.
function ShiftWeekToolbar({ className }: DatePickerToolbarProps) {
  const adapter = usePickerAdapter();
  const { value } = usePickerContext();

  let text = 'Pick a day to see its shift week';
  if (value !== null && adapter.isValid(value)) {
    const start = adapter.startOfWeek(value);
    const end = adapter.endOfWeek(value);
    text = `Shift week: ${adapter.format(start, 'shortDate')} to ${adapter.format(end, 'shortDate')}`;
  }

  return (
    <Box className={className} sx={{ px: 3, pt: 2 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Rota
      </Typography>
      <Typography variant="subtitle1" component="p">
        {text}
      </Typography>
    </Box>
  );
}

export default function AdapterInComponent() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-06-12')}
        slots={{ toolbar: ShiftWeekToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
