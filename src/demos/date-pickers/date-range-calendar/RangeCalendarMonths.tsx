import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Position = 1 | 2 | 3;

export default function RangeCalendarMonths() {
  const [position, setPosition] = React.useState<Position>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Position of the selected month"
          value={position}
          onChange={(_event, next: Position | null) => {
            if (next !== null) {
              setPosition(next);
            }
          }}
        >
          <ToggleButton value={1}>First</ToggleButton>
          <ToggleButton value={2}>Middle</ToggleButton>
          <ToggleButton value={3}>Last</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar
            calendars={3}
            currentMonthCalendarPosition={position}
            defaultValue={[dayjs('2026-06-15'), dayjs('2026-06-26')]}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
