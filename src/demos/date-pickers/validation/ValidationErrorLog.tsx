import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

interface LogEntry {
  id: number;
  error: DateValidationError;
  value: string;
}

// Payroll runs between the 1st and the 28th, on weekdays.
const firstPayrollDay = dayjs('2026-06-01');
const lastPayrollDay = dayjs('2026-06-28');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function ValidationErrorLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(0);

  const handleError = (error: DateValidationError, value: Dayjs | null) => {
    nextId.current += 1;
    const entry: LogEntry = {
      id: nextId.current,
      error,
      value: value?.isValid() ? value.format('ddd, MMM D, YYYY') : 'incomplete or empty',
    };
    // Keep the five most recent calls, newest first.
    setLog((previous) => [entry, ...previous].slice(0, 5));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <DatePicker
          label="Payroll date"
          defaultValue={dayjs('2026-06-10')}
          minDate={firstPayrollDay}
          maxDate={lastPayrollDay}
          shouldDisableDate={isWeekend}
          onError={handleError}
          sx={{ minWidth: 240 }}
        />
        <Stack sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="p">
            Last calls to onError
          </Typography>
          {log.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              None yet. Type June 6 (a Saturday), then June 30.
            </Typography>
          ) : (
            <List dense disablePadding>
              {log.map((entry) => (
                <ListItem key={entry.id} disableGutters>
                  <ListItemText
                    primary={entry.error === null ? 'null (valid again)' : `'${entry.error}'`}
                    secondary={entry.value}
                    slotProps={{
                      primary: {
                        sx: { fontFamily: 'monospace', color: entry.error ? 'error.main' : 'success.main' },
                      },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
