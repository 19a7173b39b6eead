import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Each warehouse edits its pick-up slots in its own local time.
const warehouses = [
  { name: 'Rotterdam', zone: 'Europe/Amsterdam' },
  { name: 'Chicago', zone: 'America/Chicago' },
  { name: 'Singapore', zone: 'Asia/Singapore' },
  { name: 'São Paulo', zone: 'America/Sao_Paulo' },
];

export default function TimezoneStoreUtcShowZone() {
  const [zone, setZone] = React.useState('Europe/Amsterdam');
  const [storedValue, setStoredValue] = React.useState<string | null>('2026-10-25T09:30:00.000Z');

  const handleChange = (newValue: Dayjs | null) => {
    setStoredValue(newValue?.isValid() ? newValue.toISOString() : null);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Warehouse"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {warehouses.map((warehouse) => (
              <MenuItem key={warehouse.zone} value={warehouse.zone}>
                {warehouse.name}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Pick-up slot (warehouse time)"
            value={storedValue ? dayjs.utc(storedValue) : null}
            onChange={handleChange}
            timezone={zone}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Stored value: {storedValue ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
