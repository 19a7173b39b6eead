import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ResponsivePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Default rule: desktop popover with a mouse or trackpad, mobile dialog on touch screens. */}
        <DatePicker label="Delivery date" defaultValue={dayjs('2026-05-19')} />
        {/* Desktop popover whenever the window is at least 600px wide, whatever the pointer. */}
        <DatePicker
          label="Return date"
          defaultValue={dayjs('2026-05-26')}
          desktopModeMediaQuery="@media (min-width: 600px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
