import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, enUS, frFR, jaJP, zhCN } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Each entry pairs the pickers' texts with the Day.js locale of month and weekday names.
const languages = {
  'en-US': { texts: enUS, dayjsLocale: 'en', label: 'English' },
  'fr-FR': { texts: frFR, dayjsLocale: 'fr', label: 'Français' },
  'de-DE': { texts: deDE, dayjsLocale: 'de', label: 'Deutsch' },
  'ja-JP': { texts: jaJP, dayjsLocale: 'ja', label: '日本語' },
  'zh-CN': { texts: zhCN, dayjsLocale: 'zh-cn', label: '中文' },
};
type Language = keyof typeof languages;

export default function ThemeTranslations() {
  const [language, setLanguage] = React.useState<Language>('fr-FR');
  const { texts, dayjsLocale } = languages[language];
  const theme = useTheme();
  // The translations live in the theme: every picker below the ThemeProvider uses them.
  const localizedTheme = React.useMemo(() => createTheme(theme, texts), [theme, texts]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={language}
        exclusive
        size="small"
        aria-label="Language"
        onChange={(_event, newLanguage: Language | null) => newLanguage && setLanguage(newLanguage)}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(languages) as Language[]).map((name) => (
          <ToggleButton key={name} value={name} lang={name}>
            {languages[name].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={localizedTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} lang={language}>
            <DateField label="Check-in" />
            <StaticDatePicker
              defaultValue={dayjs('2026-08-14')}
              // No toolbar: its title is an h4, which would skip heading levels here.
              slotProps={{ toolbar: { hidden: true }, actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
            />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </Stack>
  );
}
