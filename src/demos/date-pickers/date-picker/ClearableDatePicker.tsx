import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ClearableDatePicker() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2026-05-12'));
  const [cleared, setCleared] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* A clear button inside the field, shown while it has a value. */}
          <DatePicker
            label="Follow-up visit"
            value={followUp}
            onChange={(newValue) => {
              setFollowUp(newValue);
              setCleared(false);
            }}
            slotProps={{ field: { clearable: true, onClear: () => setCleared(true) } }}
          />
          {/* A Clear button in the action bar of the dialog. */}
          <MobileDatePicker
            label="Follow-up visit (mobile)"
            value={followUp}
            onChange={(newValue) => {
              setFollowUp(newValue);
              setCleared(false);
            }}
            slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {followUp
            ? `Follow-up on ${followUp.format('MMMM D, YYYY')}.`
            : `No follow-up planned${cleared ? ' (cleared from the field)' : ''}.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
