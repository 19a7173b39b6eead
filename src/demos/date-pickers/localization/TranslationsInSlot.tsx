import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE } from '@mui/x-date-pickers/locales';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext, usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

// A custom action bar: its button labels come from the picker's current translations.
function TranslatedActionBar({ className }: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, acceptValueChanges } = usePickerActionsContext();
  const { value } = usePickerContext();

  return (
    <DialogActions className={className}>
      <Button onClick={clearValue} disabled={value == null}>
        {translations.clearButtonLabel}
      </Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function TranslationsInSlot() {
  const theme = useTheme();
  const germanTheme = React.useMemo(() => createTheme(theme, deDE), [theme]);

  return (
    <ThemeProvider theme={germanTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        {/* No toolbar: its title is an h4, which would skip heading levels on the page. */}
        <StaticDatePicker
          defaultValue={dayjs('2026-10-02')}
          slots={{ actionBar: TranslatedActionBar }}
          slotProps={{ toolbar: { hidden: true } }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
