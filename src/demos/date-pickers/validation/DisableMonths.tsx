import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Months whose payroll is already closed cannot be reopened.
const closedPeriods = new Set(['2026-01', '2026-02', '2026-04']);

const isClosedPeriod = (month: Dayjs) => closedPeriods.has(month.format('YYYY-MM'));

export default function DisableMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payroll period"
        views={['year', 'month']}
        openTo="month"
        defaultValue={dayjs('2026-05-01')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2026-12-31')}
        shouldDisableMonth={isClosedPeriod}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
