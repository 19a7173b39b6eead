import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldValue() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-04-17T16:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the field keeps its own state. */}
          <TimeField label="Store opens" defaultValue={dayjs('2026-04-17T08:00')} />
          {/* Controlled: the value lives in React state. */}
          <TimeField label="Delivery window starts" value={delivery} onChange={setDelivery} clearable />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {delivery?.isValid()
            ? `The driver arrives between ${delivery.format('h:mm A')} and ${delivery.add(2, 'hour').format('h:mm A')}.`
            : 'Enter a complete time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
