import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  const [statementMonth, setStatementMonth] = React.useState<Dayjs | null>(dayjs('2025-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* No day view: a click on a month is the final choice. */}
        <DateCalendar
          views={['year', 'month']}
          openTo="month"
          value={statementMonth}
          onChange={setStatementMonth}
          maxDate={dayjs('2025-12-31')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {statementMonth ? `Statement for ${statementMonth.format('MMMM YYYY')}` : 'Choose a statement month.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
