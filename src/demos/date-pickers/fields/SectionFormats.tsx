import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const payday = dayjs('2026-06-26');

export default function SectionFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        {/* Three digit sections: month, day and year. */}
        <DateField label="Payday (digits)" defaultValue={payday} format="MM/DD/YYYY" />
        {/* Letter sections for the weekday and month, digit sections for the day and year. */}
        <DateField label="Payday (words)" defaultValue={payday} format="dddd, MMMM D, YYYY" />
        {/* Spaces around the separators, and a meridiem section. */}
        <DateTimeField
          label="Transfer scheduled for"
          defaultValue={payday.hour(9)}
          format="DD/MM/YYYY hh:mm A"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
