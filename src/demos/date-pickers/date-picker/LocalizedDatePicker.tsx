import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR, type PickersLocaleText } from '@mui/x-date-pickers/locales';

// Locales type their texts `string | undefined`: the cast is for exactOptionalPropertyTypes.
const frenchLabels = frFR.components.MuiLocalizationProvider.defaultProps.localeText as Partial<PickersLocaleText>;

export default function LocalizedDatePicker() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* British English: DD/MM/YYYY, weeks starting on Monday. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DatePicker label="Check-in (UK)" defaultValue={dayjs('2026-04-17')} />
      </LocalizationProvider>
      {/* French: French month names, and French button labels from localeText. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchLabels}>
        <DatePicker label="Date d’arrivée" defaultValue={dayjs('2026-04-17')} />
      </LocalizationProvider>
    </Stack>
  );
}
