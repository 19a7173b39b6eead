import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Each Day.js locale is a file to import once; the adapter then finds it by name.
const locales = ['en', 'de', 'fr', 'ja'] as const;
type LocaleName = (typeof locales)[number];

const checkIn = dayjs('2026-07-14');

export default function LocaleDayjs() {
  const [locale, setLocale] = React.useState<LocaleName>('de');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          value={locale}
          exclusive
          size="small"
          aria-label="Day.js locale"
          onChange={(_event, newLocale: LocaleName | null) => newLocale && setLocale(newLocale)}
        >
          {locales.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField label="Check-in" defaultValue={checkIn} />
        <DateCalendar defaultValue={checkIn} />
      </Stack>
    </LocalizationProvider>
  );
}
