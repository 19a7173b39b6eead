import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

type Trigger = 'axis' | 'item' | 'none';

// Time spent per activity on a weekday, in hours (fictional).
const metrics = ['Work', 'Sleep', 'Commute', 'Exercise', 'Leisure', 'Chores'];
const hours = (value: number | null) => `${value} h`;

export default function RadarTooltip() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={trigger === 'item' ? 'series' : 'axis'}
        slotProps={{ tooltip: { trigger } }}
        series={[
          { label: 'Alex', data: [8, 7, 1.5, 1, 3, 1.5], valueFormatter: hours },
          { label: 'Sam', data: [6, 8, 0.5, 0.5, 5, 2], valueFormatter: hours },
        ]}
        radar={{ metrics, max: 9 }}
      />
    </Stack>
  );
}
