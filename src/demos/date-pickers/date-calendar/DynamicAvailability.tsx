import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

/**
 * A stand-in for a request to the clinic's booking API: after a short delay, it answers with
 * the days of the month that still have free appointments. The answer is made up from the date
 * so that it is the same on every visit.
 */
function fetchDaysWithFreeSlots(month: Dayjs, { signal }: { signal: AbortSignal }) {
  return new Promise<number[]>((resolve, reject) => {
    const timeout = setTimeout(() => {
      const days: number[] = [];
      for (let day = 1; day <= month.daysInMonth(); day += 1) {
        const date = month.date(day);
        const weekday = date.day();
        if (weekday !== 0 && weekday !== 6 && (day * 7 + month.month()) % 3 === 0) {
          days.push(day);
        }
      }
      resolve(days);
    }, 700);

    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const firstMonth = dayjs('2026-05-01');

export default function DynamicAvailability() {
  const [loading, setLoading] = React.useState(true);
  const [freeDays, setFreeDays] = React.useState<number[]>([]);
  const [appointment, setAppointment] = React.useState<Dayjs | null>(null);
  const requestRef = React.useRef<AbortController | null>(null);

  const loadMonth = React.useCallback((month: Dayjs) => {
    // Cancel the request of the month the user has just left.
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setLoading(true);
    fetchDaysWithFreeSlots(month, { signal: controller.signal })
      .then((days) => {
        setFreeDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          throw error;
        }
      });
  }, []);

  React.useEffect(() => {
    loadMonth(firstMonth);
    return () => requestRef.current?.abort();
  }, [loadMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={appointment}
          onChange={setAppointment}
          referenceDate={firstMonth}
          views={['day']}
          loading={loading}
          renderLoading={() => <DayCalendarSkeleton />}
          onMonthChange={(month) => {
            setFreeDays([]);
            loadMonth(month);
          }}
          // Only the days with a free appointment can be chosen.
          shouldDisableDate={(day) => !freeDays.includes(day.date())}
          slotProps={{
            day: (ownerState) => ({
              sx:
                freeDays.includes(ownerState.day.date()) && !ownerState.isDayOutsideMonth
                  ? { fontWeight: 'fontWeightBold', color: 'success.main' }
                  : undefined,
            }),
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {appointment
            ? `Appointment requested for ${appointment.format('dddd, MMMM D')}.`
            : 'Days in green have free appointments.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
