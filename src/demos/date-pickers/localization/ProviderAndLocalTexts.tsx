import dayjs from 'dayjs';
import 'dayjs/locale/es';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ProviderAndLocalTexts() {
  return (
    // Every picker under this provider uses these texts; the keys left out keep their defaults.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={{
        datePickerToolbarTitle: 'Elige una fecha',
        cancelButtonLabel: 'Cancelar',
        okButtonLabel: 'Aceptar',
        openDatePickerDialogue: (formattedDate) =>
          formattedDate ? `Elegir fecha, la fecha elegida es ${formattedDate}` : 'Elegir fecha',
        fieldDayPlaceholder: () => 'DD',
        fieldMonthPlaceholder: () => 'MM',
        fieldYearPlaceholder: (params) => 'A'.repeat(params.digitAmount),
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDatePicker label="Ida" defaultValue={dayjs('2026-09-10')} />
        {/* This picker replaces two of the provider's texts for itself only. */}
        <MobileDatePicker
          label="Vuelta"
          localeText={{ toolbarTitle: 'Fecha de vuelta', okButtonLabel: 'Confirmar vuelta' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
