import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const captionSx = { color: 'text.secondary', fontFamily: 'monospace' } as const;

export default function InteractionStyles() {
  // The three components edit the same appointment date.
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2026-09-08'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ width: '100%', alignItems: { xs: 'stretch', md: 'flex-start' } }}
      >
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Stack spacing={1}>
            <Typography variant="caption" sx={captionSx}>
              Field: DateField
            </Typography>
            <DateField label="Dental check-up" value={visit} onChange={setVisit} />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="caption" sx={captionSx}>
              Picker: DatePicker
            </Typography>
            <DatePicker label="Dental check-up" value={visit} onChange={setVisit} />
          </Stack>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: { xs: 'center', md: 'flex-start' } }}>
          <Typography variant="caption" sx={captionSx}>
            View: DateCalendar
          </Typography>
          <DateCalendar value={visit} onChange={setVisit} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
