import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

type Orientation = 'portrait' | 'landscape';

export default function LayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        {/* A landscape picker is wider than a phone screen: let it scroll. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticTimePicker
            orientation={orientation}
            defaultValue={dayjs('2026-06-12T07:15')}
            slotProps={{ actionBar: { actions: [] } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
