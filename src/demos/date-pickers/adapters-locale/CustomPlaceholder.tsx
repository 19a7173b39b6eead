import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomPlaceholder() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Applies to every field under this provider.
      localeText={{
        fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'Month' : 'MM'),
        fieldDayPlaceholder: () => 'DD',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Passport issued" />
        <DateField label="Passport expires" format="MMMM YYYY" />
        {/* One picker can override the provider's texts with its own localeText. */}
        <DatePicker
          label="Visa valid from"
          localeText={{ fieldDayPlaceholder: () => '__', fieldMonthPlaceholder: () => '__' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
