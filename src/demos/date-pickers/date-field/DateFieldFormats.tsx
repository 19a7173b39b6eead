import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2026-04-07');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
        <DateField label="Shipped (day first)" defaultValue={shipped} format="DD/MM/YYYY" />
        <DateField label="Shipped (ISO 8601)" defaultValue={shipped} format="YYYY-MM-DD" />
        <DateField label="Shipped (month name)" defaultValue={shipped} format="dddd, MMMM D, YYYY" />
        <DateField label="Shipped (spacious)" defaultValue={shipped} format="MM/DD/YYYY" formatDensity="spacious" />
        {/* Without `format`, the field uses the short date format of the adapter's locale. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <DateField label="Versanddatum (German locale)" defaultValue={shipped} />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
