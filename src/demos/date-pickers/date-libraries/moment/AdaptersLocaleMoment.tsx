import * as React from 'react';
// The locale files register into `moment/moment`: create values with that same copy of Moment
// and give it to the adapter, so bundlers that resolve 'moment' to another build still find them.
import moment from 'moment/moment';
import 'moment/locale/de';
import 'moment/locale/es';
import 'moment/locale/pt-br';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Importing a Moment locale file registers it and also makes it Moment's global locale:
// set the global locale back, and let adapterLocale pick the pickers' locale.
moment.locale('en');

const locales = ['en', 'de', 'es', 'pt-br'];

const renewal = moment('2026-07-14');

export default function AdaptersLocaleMoment() {
  const [locale, setLocale] = React.useState('en');

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment} adapterLocale={locale}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          value={locale}
          exclusive
          size="small"
          aria-label="Moment locale"
          onChange={(_event, newLocale: string | null) => newLocale && setLocale(newLocale)}
        >
          {locales.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DatePicker label="Lease renewal" defaultValue={renewal} />
      </Stack>
    </LocalizationProvider>
  );
}
