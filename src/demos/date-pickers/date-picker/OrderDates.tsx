import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The order date comes from the server and never changes on this screen.
const orderPlaced = dayjs('2026-04-14');

export default function OrderDates() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  // While a section is half typed, the value is an invalid Dayjs object.
  const returnBy = delivery?.isValid() ? delivery.add(30, 'day') : null;
  const summary =
    delivery?.isValid() && returnBy
      ? `Arrives ${delivery.format('dddd, MMMM D')}. Returns accepted until ${returnBy.format('MMMM D, YYYY')}.`
      : 'Choose a delivery date.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DatePicker label="Order placed" value={orderPlaced} readOnly />
          <DatePicker label="Delivery date" value={delivery} onChange={setDelivery} />
          <DatePicker label="Return by" value={returnBy} disabled />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summary}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
