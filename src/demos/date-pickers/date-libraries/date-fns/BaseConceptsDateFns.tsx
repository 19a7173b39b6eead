import * as React from 'react';
import { enUS } from 'date-fns/locale/en-US';
import { addDays, format, isValid } from 'date-fns';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsDateFns() {
  // With date-fns, the value is a plain JavaScript Date.
  const [invoiceDate, setInvoiceDate] = React.useState<Date | null>(new Date(2026, 2, 31));
  const due = invoiceDate && isValid(invoiceDate) ? addDays(invoiceDate, 30) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      <Stack spacing={2}>
        <DatePicker label="Invoice date" value={invoiceDate} onChange={setInvoiceDate} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {due ? `Payment due on ${format(due, 'MMMM d, yyyy')}.` : 'Enter a valid invoice date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
