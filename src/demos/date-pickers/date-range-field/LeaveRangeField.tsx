import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function LeaveRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateRangeField label="Annual leave" defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-14')]} />
        <MultiInputDateRangeField
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'First day off' : 'Last day off',
            }),
          }}
          defaultValue={[dayjs('2026-12-21'), dayjs('2026-12-31')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
