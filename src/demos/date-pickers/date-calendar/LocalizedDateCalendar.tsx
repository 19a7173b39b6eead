import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { deDE, type PickersLocaleText } from '@mui/x-date-pickers/locales';

// Month and weekday names, and Monday as the first day of the week, come from the Day.js locale.
// The button labels ("Nächster Monat") come from the component translations.
// Locales type their texts `string | undefined`: the cast is for exactOptionalPropertyTypes.
const germanLabels = deDE.components.MuiLocalizationProvider.defaultProps.localeText as Partial<PickersLocaleText>;

export default function LocalizedDateCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanLabels}>
      <DateCalendar defaultValue={dayjs('2026-10-03')} />
    </LocalizationProvider>
  );
}
