import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [taxYear, setTaxYear] = React.useState<Dayjs>(dayjs('2024-01-01'));
  const [payrollMonth, setPayrollMonth] = React.useState<Dayjs>(dayjs('2024-06-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320, mx: 'auto' }}>
        <Typography variant="subtitle2" component="p" id="tax-year-label">
          Tax year
        </Typography>
        <YearCalendar
          gridLabelId="tax-year-label"
          value={taxYear}
          onChange={(year) => {
            setTaxYear(year);
            setPayrollMonth(payrollMonth.year(year.year()));
          }}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2025-12-31')}
          yearsOrder="desc"
          yearsPerRow={4}
          sx={{ maxHeight: 160 }}
        />
        <Typography variant="subtitle2" component="p" id="payroll-month-label">
          Payroll month in {taxYear.year()}
        </Typography>
        <MonthCalendar
          gridLabelId="payroll-month-label"
          value={payrollMonth}
          onChange={setPayrollMonth}
          referenceDate={taxYear}
          monthsPerRow={4}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Payslips for {payrollMonth.format('MMMM YYYY')}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
