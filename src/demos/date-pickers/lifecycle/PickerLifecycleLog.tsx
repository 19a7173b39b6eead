import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function PickerLifecycleLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-07-06'));
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 10));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DatePicker
            label="Clinic appointment"
            value={value}
            closeOnSelect={closeOnSelect}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
            onOpen={() => add('onOpen()')}
            onClose={() => add('onClose()')}
            onChange={(newValue, context) => {
              setValue(newValue);
              add(`onChange(${describe(newValue)}), source: ${context.source}`);
            }}
            onAccept={(newValue, context) => add(`onAccept(${describe(newValue)}), source: ${context.source}`)}
          />
          <FormControlLabel
            control={<Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />}
            label="closeOnSelect"
          />
          <Button size="small" onClick={() => setLog([])}>
            Clear log
          </Button>
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
              <li>Open the picker, pick a day, type in the field or press Escape.</li>
            ) : (
              log.map((entry, index) => <li key={log.length - index}>{entry}</li>)
            )}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
