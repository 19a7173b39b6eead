import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const sprintStart = dayjs('2026-06-15');

export default function StartOfWeekDayjs() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {/* "en" starts weeks on Sunday, "en-gb" on Monday. */}
      {(['en', 'en-gb'] as const).map((locale) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <Stack sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" component="p">
              adapterLocale=&quot;{locale}&quot;
            </Typography>
            <DateCalendar defaultValue={sprintStart} />
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
