import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { heIL as materialHeIL } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { heIL } from '@mui/x-date-pickers/locales';

export default function RtlDatePicker() {
  // An Emotion cache that flips left and right in every style (margin-left becomes margin-right).
  // One per demo instance, so that each server render emits its own styles.
  const [rtlCache] = React.useState(() => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, heIL, materialHeIL), [theme]);

  return (
    <Box dir="rtl" lang="he">
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
            <DatePicker label="תאריך טיסה" defaultValue={dayjs('2026-05-20')} />
          </LocalizationProvider>
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
