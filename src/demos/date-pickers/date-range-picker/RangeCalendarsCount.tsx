import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function RangeCalendarsCount() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Months shown"
          value={calendars}
          onChange={(_event, next: CalendarCount | null) => {
            if (next !== null) {
              setCalendars(next);
            }
          }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangePicker
          label="Summer school"
          calendars={calendars}
          defaultValue={[dayjs('2026-06-29'), dayjs('2026-08-07')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
