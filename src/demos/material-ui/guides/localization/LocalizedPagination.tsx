import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, esES, frFR, jaJP, zhCN, type Localization } from '@mui/material/locale';

const locales = { deDE, esES, frFR, jaJP, zhCN } satisfies Record<string, Localization>;
type LocaleName = keyof typeof locales;

const languages: Record<LocaleName, string> = {
  deDE: 'Deutsch',
  esES: 'Español',
  frFR: 'Français',
  jaJP: '日本語',
  zhCN: '简体中文',
};

export default function LocalizedPagination() {
  const [localeName, setLocaleName] = React.useState<LocaleName>('deDE');
  const [rating, setRating] = React.useState<number | null>(4);
  const theme = useTheme();
  const localizedTheme = React.useMemo(() => createTheme(theme, locales[localeName]), [theme, localeName]);

  // The labels screen readers announce, read from the locale itself.
  const strings = locales[localeName].components;
  const pageLabel = strings?.MuiPagination?.defaultProps.getItemAriaLabel?.('page', 2, false);
  const ratingLabel = strings?.MuiRating?.defaultProps.getLabelText?.(rating ?? 0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={localeName}
        onChange={(event) => setLocaleName(event.target.value as LocaleName)}
        sx={{ minWidth: 180 }}
      >
        {(Object.keys(locales) as LocaleName[]).map((name) => (
          <MenuItem key={name} value={name}>
            {languages[name]} ({name})
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={localizedTheme}>
        <Pagination count={12} defaultPage={3} color="primary" />
        <Rating value={rating} onChange={(_event, value) => setRating(value)} />
      </ThemeProvider>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Label of the page 2 button: {pageLabel ?? 'Go to page 2 (not translated, built-in English)'}
        <br />
        Label of the rating: {ratingLabel ?? 'no translation'}
      </Typography>
    </Stack>
  );
}
