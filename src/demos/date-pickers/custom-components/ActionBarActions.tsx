import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          defaultValue={dayjs('2026-06-12')}
          displayStaticWrapperAs="desktop"
          slotProps={{
            actionBar: { actions: ['clear', 'today', 'accept'] },
          }}
        />
        <DatePicker
          label="Payment due"
          defaultValue={dayjs('2026-06-30')}
          slotProps={{
            // Desktop closes on selection: only mobile gets buttons.
            actionBar: ({ pickerVariant }) => ({
              actions: pickerVariant === 'desktop' ? [] : ['clear', 'cancel', 'accept'],
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
