import * as React from 'react';
import moment, { type Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimezoneMomentUtc() {
  // moment.utc() creates a UTC date: no plugin needed.
  const [invoiceDue, setInvoiceDue] = React.useState<Moment | null>(moment.utc('2026-06-30T17:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="en">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Invoice due (UTC)" value={invoiceDue} onChange={setInvoiceDue} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {invoiceDue?.isValid()
            ? `${invoiceDue.format('YYYY-MM-DD HH:mm Z')} · isUTC(): ${String(invoiceDue.isUTC())}`
            : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
