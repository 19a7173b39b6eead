import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function LandscapeTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The landscape layout needs about 600px: scroll sideways on narrower screens. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticTimePicker orientation="landscape" defaultValue={dayjs('2026-04-17T19:30')} />
      </Box>
    </LocalizationProvider>
  );
}
