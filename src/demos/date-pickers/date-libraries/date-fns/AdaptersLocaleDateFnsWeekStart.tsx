import { enUS } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A copy of the US English locale whose weeks start on Monday (0 is Sunday, 1 Monday...).
const enUSMonday: Locale = {
  ...enUS,
  options: { ...enUS.options, weekStartsOn: 1 },
};

export default function AdaptersLocaleDateFnsWeekStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMonday}>
      <DateCalendar defaultValue={new Date(2026, 5, 15)} />
    </LocalizationProvider>
  );
}
