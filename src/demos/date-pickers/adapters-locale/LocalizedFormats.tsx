import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const departure = dayjs('2026-09-03');

// Localized tokens (L, LL) expand to the locale's own order and separators.
const formats = ['L', 'LL', 'MMM D, YYYY', 'dddd D MMMM'];

export default function LocalizedFormats() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      {(['en', 'de'] as const).map((locale) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="p">
              adapterLocale=&quot;{locale}&quot;
            </Typography>
            {formats.map((format) => (
              <DateField key={format} label={`Departure (${format})`} defaultValue={departure} format={format} />
            ))}
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
