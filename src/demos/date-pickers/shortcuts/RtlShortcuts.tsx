import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { heIL } from '@mui/x-date-pickers/locales';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// The day the delivery is booked. In an app, this would be `dayjs()`.
const today = dayjs('2026-06-10');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'מחר', getValue: () => today.add(1, 'day') }, // Tomorrow
  { label: 'בעוד שבוע', getValue: () => today.add(1, 'week') }, // In one week
  { label: 'בעוד שבועיים', getValue: () => today.add(2, 'week') }, // In two weeks
  { label: 'סוף החודש', getValue: () => today.endOf('month').startOf('day') }, // End of the month
];

// On phones, show the shortcuts in a wrapping row above the calendar.
const layoutSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    [`.${pickersLayoutClasses.shortcuts}`]: {
      gridColumn: '1 / 4',
      gridRow: 1,
      display: 'flex',
      flexWrap: 'wrap',
      // As wide as the calendar, so that the chips wrap.
      maxWidth: 320,
    },
    [`.${pickersLayoutClasses.shortcuts} .MuiListItem-root`]: { width: 'auto' },
  },
});

export default function RtlShortcuts() {
  // An Emotion cache that flips left and right in every style, created once per mount.
  const [rtlCache] = React.useState(() => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, heIL), [theme]);

  return (
    // `dir` sets the reading direction of the content; the cache and the theme flip the styles.
    <Box dir="rtl" lang="he">
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
            <StaticDatePicker
              displayStaticWrapperAs="desktop"
              defaultValue={today.add(1, 'day')}
              minDate={today}
              slotProps={{ layout: { sx: layoutSx }, shortcuts: { items: shortcuts } }}
            />
          </LocalizationProvider>
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
