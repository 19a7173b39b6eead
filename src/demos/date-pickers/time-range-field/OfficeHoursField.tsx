import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function OfficeHoursField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputTimeRangeField
          label="Office hours"
          defaultValue={[dayjs('2026-04-17T09:00'), dayjs('2026-04-17T17:00')]}
        />
        <MultiInputTimeRangeField
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Lunch from' : 'Lunch until',
            }),
          }}
          defaultValue={[dayjs('2026-04-17T12:30'), dayjs('2026-04-17T13:15')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
