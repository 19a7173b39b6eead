import dayjs from 'dayjs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LandscapeDatePicker() {
  const theme = useTheme();
  // Side by side only where there is room for the toolbar and the calendar (portrait on phones).
  const wide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation={wide ? 'landscape' : 'portrait'}
        defaultValue={dayjs('2026-04-17')}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
