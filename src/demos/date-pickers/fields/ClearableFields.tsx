import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFields() {
  const [deliveryDate, setDeliveryDate] = React.useState<Dayjs | null>(dayjs('2026-09-08'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <DateField label="Contract end date" defaultValue={dayjs('2026-12-31')} clearable />
        <DatePicker
          label="Preferred delivery date"
          value={deliveryDate}
          onChange={setDeliveryDate}
          slotProps={{
            field: { clearable: true, onClear: () => setClearCount((count) => count + 1) },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {deliveryDate ? `Delivery on ${deliveryDate.format('MMMM D, YYYY')}` : 'Any delivery date'} · cleared{' '}
          {clearCount} {clearCount === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
