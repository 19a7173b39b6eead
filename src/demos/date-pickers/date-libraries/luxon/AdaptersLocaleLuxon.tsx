import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Luxon formats with the browser's Intl API: any BCP 47 tag works, nothing to import.
const locales = ['en-US', 'de', 'fr', 'ko'];

const flight = DateTime.fromISO('2026-07-14T18:45', { zone: 'UTC' });

export default function AdaptersLocaleLuxon() {
  const [locale, setLocale] = React.useState('de');

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          value={locale}
          exclusive
          size="small"
          aria-label="Luxon locale"
          onChange={(_event, newLocale: string | null) => newLocale && setLocale(newLocale)}
        >
          {locales.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker label="Departure (UTC)" defaultValue={flight} />
      </Stack>
    </LocalizationProvider>
  );
}
