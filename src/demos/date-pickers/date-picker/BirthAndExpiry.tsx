import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BirthAndExpiry() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(dayjs('1991-08-23'));
  const [expiry, setExpiry] = React.useState<Dayjs | null>(dayjs('2028-11-01'));

  // A card expires at the end of its month, not on the first day.
  const lastValidDay = expiry?.isValid() ? expiry.endOf('month') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Year first: scrolling through months from today would take ages. */}
          <DatePicker
            label="Date of birth"
            value={birthDate}
            onChange={setBirthDate}
            views={['year', 'month', 'day']}
            openTo="year"
            yearsOrder="desc"
            maxDate={dayjs('2026-04-17')}
          />
          {/* No day view: the field shows "MMMM YYYY" and nobody picks the day of the value. */}
          <DatePicker
            label="Card expiry"
            value={expiry}
            onChange={setExpiry}
            views={['year', 'month']}
            openTo="month"
            minDate={dayjs('2026-04-01')}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {birthDate?.isValid() ? `Born ${birthDate.format('MMMM D, YYYY')}. ` : ''}
          {lastValidDay
            ? `The card can be charged until ${lastValidDay.format('MMMM D, YYYY')}.`
            : 'Enter the expiry month printed on the card.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
