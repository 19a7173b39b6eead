import * as React from 'react';
import moment from 'moment-jalaali';
// The adapter formats with Moment's Persian locale: import it, or browsers fall back to English.
import 'moment/locale/fa';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { faIR as materialFaIR } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { faIR } from '@mui/x-date-pickers/locales';

// Importing a locale file also makes it Moment's global locale: set that back to English, so the
// rest of the app keeps its own (the adapter gives this picker's dates their locale itself).
moment.locale('en');

// moment-jalaali parses Jalali dates with the j-prefixed tokens: 15 Ordibehesht 1405.
const appointment = moment('1405/2/15 10:30', 'jYYYY/jM/jD HH:mm');

export default function CalendarJalaliMoment() {
  // An Emotion cache that flips left and right in every style (margin-left becomes margin-right).
  // One per demo instance, so that each server render emits its own styles.
  const [rtlCache] = React.useState(() => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, faIR, materialFaIR), [theme]);

  return (
    <Box dir="rtl" lang="fa">
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <LocalizationProvider dateAdapter={AdapterMomentJalaali} adapterLocale="fa">
            <DateTimePicker label="نوبت پزشک" defaultValue={appointment} />
          </LocalizationProvider>
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
