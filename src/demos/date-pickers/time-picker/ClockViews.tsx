import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {title}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>{children}</Box>
    </Stack>
  );
}

export default function ClockViews() {
  // The three views edit the same value.
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2026-04-17T10:30'));

  return (
    // Unpadded hours and minutes, so that each clock item shows the number its accessible name
    // reads out ("6" for "6 hours"), as WCAG's label-in-name rule asks.
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ hours12h: 'h', minutes: 'm' }}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', md: 'flex-start' }, justifyContent: 'center' }}
        >
          <Panel title="TimeClock">
            <TimeClock value={time} onChange={setTime} />
          </Panel>
          <Panel title="DigitalClock">
            <DigitalClock value={time} onChange={setTime} timeStep={30} />
          </Panel>
          <Panel title="MultiSectionDigitalClock">
            <MultiSectionDigitalClock value={time} onChange={setTime} />
          </Panel>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {time ? `Selected: ${time.format('h:mm A')}` : 'No time selected.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
