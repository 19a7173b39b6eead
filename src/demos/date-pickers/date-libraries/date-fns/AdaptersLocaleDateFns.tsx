import * as React from 'react';
import { de, enUS, fr, ja } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// date-fns takes the locale object itself, not its name.
const locales: Record<string, Locale> = { 'en-US': enUS, de, fr, ja };

const appointment = new Date(2026, 6, 14);

export default function AdaptersLocaleDateFns() {
  const [localeName, setLocaleName] = React.useState('fr');

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locales[localeName]}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          value={localeName}
          exclusive
          size="small"
          aria-label="date-fns locale"
          onChange={(_event, newLocale: string | null) => newLocale && setLocaleName(newLocale)}
        >
          {Object.keys(locales).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DatePicker label="Dental check-up" defaultValue={appointment} />
      </Stack>
    </LocalizationProvider>
  );
}
