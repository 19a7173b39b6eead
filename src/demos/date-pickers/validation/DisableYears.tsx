import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The annual report was not published for 2020.
const yearsWithReport = new Set([2018, 2019, 2021, 2022, 2023, 2024, 2025]);

const hasNoReport = (year: Dayjs) => !yearsWithReport.has(year.year());

export default function DisableYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Annual report"
        views={['year']}
        defaultValue={dayjs('2025-01-01')}
        minDate={dayjs('2018-01-01')}
        maxDate={dayjs('2025-12-31')}
        shouldDisableYear={hasNoReport}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
