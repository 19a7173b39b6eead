import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const raceStart = dayjs('2026-04-17T09:05:07');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TimeField label="Race start (HH:mm)" defaultValue={raceStart} format="HH:mm" />
        <TimeField label="Race start (HH:mm:ss)" defaultValue={raceStart} format="HH:mm:ss" />
        <TimeField label="Race start (h:mm a)" defaultValue={raceStart} format="h:mm a" />
        <TimeField
          label="Race start (h:mm a, no padding)"
          defaultValue={raceStart}
          format="h:mm a"
          shouldRespectLeadingZeros
        />
      </Box>
    </LocalizationProvider>
  );
}
