import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

const departure = dayjs('2026-12-18T06:40');

// German button labels and screen reader texts for the pickers.
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText as NonNullable<
  React.ComponentProps<typeof LocalizationProvider>['localeText']
>;

export default function LocalizedDeparture() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {/* German month names, 24-hour clock, Monday first, German button labels. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
        <DateTimePicker label="Abfahrt" defaultValue={departure} />
      </LocalizationProvider>
      {/* The default English locale, with a custom format and a 24-hour clock. */}
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimePicker label="Departure" defaultValue={departure} ampm={false} format="ddd D MMM YYYY, HH:mm" />
      </LocalizationProvider>
    </Stack>
  );
}
