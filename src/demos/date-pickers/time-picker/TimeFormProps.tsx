import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Set by the shift plan: visible, focusable, not editable. */}
        <TimePicker label="Shift starts" defaultValue={dayjs('2026-04-17T06:00')} readOnly />
        {/* Computed from the shift length: nothing to interact with. */}
        <TimePicker label="Shift ends" defaultValue={dayjs('2026-04-17T14:00')} disabled />
        <TimePicker label="Break starts" defaultValue={dayjs('2026-04-17T10:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
