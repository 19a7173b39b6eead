import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function LandscapeKiosk() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The landscape layout is wider than a phone: let it scroll there. */}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <StaticDateTimePicker
          orientation="landscape"
          defaultValue={dayjs('2026-08-21T10:15')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'max-content' }}
        />
      </Box>
    </LocalizationProvider>
  );
}
