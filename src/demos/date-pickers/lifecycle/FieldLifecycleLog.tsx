import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function FieldLifecycleLog() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (newValue: Dayjs | null, context: { validationError: DateValidationError }) => {
    setValue(newValue);
    const error = context.validationError ? `, error: ${context.validationError}` : '';
    setLog((previous) => [`onChange(${describe(newValue)}${error})`, ...previous].slice(0, 8));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DateField label="Invoice date" value={value} onChange={handleChange} maxDate={dayjs('2026-12-31')} />
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setValue(dayjs('2026-04-30'))}>
              Fill with 2026-04-30
            </Button>
            <Button size="small" onClick={() => setLog([])}>
              Clear log
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            Callbacks, newest first
          </Typography>
          <Box
            component="ol"
            aria-label="Callback log"
            sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
          >
            {log.length === 0 ? (
              <li>Type in the field to see onChange calls.</li>
            ) : (
              log.map((entry, index) => <li key={log.length - index}>{entry}</li>)
            )}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
