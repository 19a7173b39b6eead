import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { elGR, enUS, frFR, nbNO, ptBR } from '@mui/x-charts/locales';

const locales = { enUS, frFR, ptBR, nbNO, elGR };
type LocaleName = keyof typeof locales;

const languages: Record<LocaleName, string> = {
  enUS: 'English',
  frFR: 'Français',
  ptBR: 'Português (Brasil)',
  nbNO: 'Norsk bokmål',
  elGR: 'Ελληνικά',
};

type State = 'loading' | 'empty';

export default function ThemeLocales() {
  const [localeName, setLocaleName] = React.useState<LocaleName>('frFR');
  const [state, setState] = React.useState<State>('loading');
  const theme = useTheme();
  // The locale object is a theme fragment: merge it into the current theme.
  const localizedTheme = React.useMemo(() => createTheme(theme, locales[localeName]), [theme, localeName]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Locale"
          value={localeName}
          onChange={(event) => setLocaleName(event.target.value as LocaleName)}
          sx={{ minWidth: 220 }}
        >
          {(Object.keys(locales) as LocaleName[]).map((name) => (
            <MenuItem key={name} value={name}>
              {languages[name]} ({name})
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Chart state"
          value={state}
          onChange={(_, value: State | null) => value && setState(value)}
        >
          <ToggleButton value="loading">Loading</ToggleButton>
          <ToggleButton value="empty">No data</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ThemeProvider theme={localizedTheme}>
        <BarChart
          height={260}
          loading={state === 'loading'}
          xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[]}
        />
      </ThemeProvider>
    </Stack>
  );
}
