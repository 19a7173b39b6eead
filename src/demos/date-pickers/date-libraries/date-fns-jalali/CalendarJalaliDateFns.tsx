import * as React from 'react';
import { faIR as dateFnsFaIR } from 'date-fns-jalali/locale';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { faIR as materialFaIR } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';

// 1 Mehr 1405, the first day of the school year, is September 23, 2026:
// with date-fns-jalali, values stay plain Date objects.
const schoolStart = new Date(2026, 8, 23);

export default function CalendarJalaliDateFns() {
  // An Emotion cache that flips left and right in every style (margin-left becomes margin-right).
  // One per demo instance, so that each server render emits its own styles.
  const [rtlCache] = React.useState(() => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, faIR, materialFaIR), [theme]);

  return (
    <Box dir="rtl" lang="fa">
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={dateFnsFaIR}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <DatePicker label="شروع سال تحصیلی" defaultValue={schoolStart} />
              <DateCalendar defaultValue={schoolStart} />
            </Stack>
          </LocalizationProvider>
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
