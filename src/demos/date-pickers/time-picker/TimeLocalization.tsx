import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const boarding = dayjs('2026-04-17T18:40');

export default function TimeLocalization() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {/* US English: 12-hour clock with AM/PM. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="Boarding (en)" defaultValue={boarding} />
      </LocalizationProvider>
      {/* British English and German: 24-hour clock. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="Boarding (en-gb)" defaultValue={boarding} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <TimePicker label="Boarding (de)" defaultValue={boarding} />
      </LocalizationProvider>
      {/* A fixed format, whatever the locale. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="Boarding (custom format)" defaultValue={boarding} ampm={false} format="HH:mm [h]" />
      </LocalizationProvider>
    </Box>
  );
}
