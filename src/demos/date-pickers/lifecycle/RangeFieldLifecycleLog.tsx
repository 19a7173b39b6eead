import * as React from 'react';
import type { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function RangeFieldLifecycleLog() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([null, null]);
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (newStay: DateRange<Dayjs>) => {
    setStay(newStay);
    const entry = `onChange([${describe(newStay[0])}, ${describe(newStay[1])}])`;
    setLog((previous) => [entry, ...previous].slice(0, 8));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SingleInputDateRangeField label="Hotel stay" value={stay} onChange={handleChange} sx={{ minWidth: 280 }} />
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
              <li>Type a check-in date, then a check-out date.</li>
            ) : (
              log.map((entry, index) => <li key={log.length - index}>{entry}</li>)
            )}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
