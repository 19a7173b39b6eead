import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Delivery date"
          defaultValue={dayjs('2026-06-08')}
          slotProps={{
            openPickerButton: { color: 'primary' },
          }}
        />
        <DatePicker
          label="Pickup date"
          defaultValue={dayjs('2026-06-10')}
          slotProps={{
            openPickerButton: {
              size: 'small',
              sx: {
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.selected' },
              },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
