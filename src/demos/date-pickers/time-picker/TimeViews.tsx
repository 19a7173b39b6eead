import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeViews() {
  const [finish, setFinish] = React.useState<Dayjs | null>(dayjs('2026-04-17T14:07:32'));
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2026-04-17T06:00'));
  const [rest, setRest] = React.useState<Dayjs | null>(dayjs('2026-04-17T00:01:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        {/* Race results are recorded to the second, on a 24-hour clock. */}
        <TimePicker
          label="Finish time"
          value={finish}
          onChange={setFinish}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
        {/* Only the hour matters: the field shows "06 AM". */}
        <TimePicker label="Wake-up alarm" value={alarm} onChange={setAlarm} views={['hours']} />
        {/* A duration under an hour: minutes and seconds only. */}
        <TimePicker
          label="Rest between sets"
          value={rest}
          onChange={setRest}
          views={['minutes', 'seconds']}
          ampm={false}
          timeSteps={{ minutes: 1, seconds: 15 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
