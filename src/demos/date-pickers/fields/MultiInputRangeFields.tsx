import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function MultiInputRangeFields() {
  // Each input needs an id shared by the server and browser renders.
  const id = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%' }}>
        <MultiInputDateRangeField
          direction={{ xs: 'column', sm: 'row' }}
          defaultValue={[dayjs('2026-07-10'), dayjs('2026-07-14')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-stay-${position}`,
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <MultiInputTimeRangeField
          direction={{ xs: 'column', sm: 'row' }}
          defaultValue={[dayjs('2026-07-10T09:00'), dayjs('2026-07-10T17:30')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-hours-${position}`,
              label: position === 'start' ? 'Opens at' : 'Closes at',
            }),
          }}
        />
        <MultiInputDateTimeRangeField
          direction={{ xs: 'column', sm: 'row' }}
          defaultValue={[dayjs('2026-07-10T10:00'), dayjs('2026-07-14T16:00')]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-rental-${position}`,
              label: position === 'start' ? 'Pick-up' : 'Drop-off',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
