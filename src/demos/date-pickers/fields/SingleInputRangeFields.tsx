import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function SingleInputRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateRangeField label="Hotel stay" defaultValue={[dayjs('2026-07-10'), dayjs('2026-07-14')]} />
        <SingleInputTimeRangeField
          label="Opening hours"
          defaultValue={[dayjs('2026-07-10T09:00'), dayjs('2026-07-10T17:30')]}
        />
        <SingleInputDateTimeRangeField
          label="Car rental"
          defaultValue={[dayjs('2026-07-10T10:00'), dayjs('2026-07-14T16:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
