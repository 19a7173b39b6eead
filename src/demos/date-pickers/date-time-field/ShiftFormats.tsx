import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const shiftStart = dayjs('2026-02-03T06:05');

export default function ShiftFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DateTimeField label="Shift start (day first, 24-hour)" defaultValue={shiftStart} format="DD/MM/YYYY HH:mm" />
        <DateTimeField label="Shift start (written month)" defaultValue={shiftStart} format="ddd, MMM D, YYYY h:mm A" />
        <DateTimeField
          label="Shift start (spacious, no leading zeros)"
          defaultValue={shiftStart}
          format="M/D/YYYY H:m"
          formatDensity="spacious"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
