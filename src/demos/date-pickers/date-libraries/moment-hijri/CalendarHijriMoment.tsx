import * as React from 'react';
// Moment's Arabic (Saudi Arabia) locale first: moment-hijri adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment from 'moment-hijri';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { arSA } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Importing a locale file also makes it Moment's global locale: set that back to English, so the
// rest of the app keeps its own (the adapter gives this picker's dates their locale itself).
moment.locale('en');

// moment-hijri covers 1356 to 1499 AH only: keep the pickers inside that range.
const minDate = moment('1937-03-14');
const maxDate = moment('2076-11-26');
// 1 Dhu al-Hijjah 1447.
const pilgrimage = moment('1447/12/1', 'iYYYY/iM/iD');

export default function CalendarHijriMoment() {
  // An Emotion cache that flips left and right in every style (margin-left becomes margin-right).
  // One per demo instance, so that each server render emits its own styles.
  const [rtlCache] = React.useState(() => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, arSA), [theme]);

  return (
    <Box dir="rtl" lang="ar">
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <LocalizationProvider dateAdapter={AdapterMomentHijri} adapterLocale="ar-SA">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <DatePicker label="تاريخ السفر" defaultValue={pilgrimage} minDate={minDate} maxDate={maxDate} />
              <DateCalendar defaultValue={pilgrimage} minDate={minDate} maxDate={maxDate} />
            </Stack>
          </LocalizationProvider>
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
