import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

export default function TimezoneDayjsUtc() {
  // dayjs.utc() creates a UTC date: the picker shows and returns UTC, whatever the browser's zone.
  const [payrollRun, setPayrollRun] = React.useState<Dayjs | null>(dayjs.utc('2026-05-29T23:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Payroll run (UTC)" value={payrollRun} onChange={setPayrollRun} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {payrollRun?.isValid()
            ? `${payrollRun.format('YYYY-MM-DD HH:mm')} · isUTC(): ${String(payrollRun.isUTC())}`
            : 'Enter a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
