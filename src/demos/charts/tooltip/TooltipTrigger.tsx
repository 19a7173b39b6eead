import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

// Monthly sessions of a fictional website by device, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Tooltip trigger"
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: [48, 52, 61, 58, 66, 72], label: 'Mobile', valueFormatter: (v) => `${v}k` },
          { data: [35, 37, 40, 38, 41, 39], label: 'Desktop', valueFormatter: (v) => `${v}k` },
          { data: [6, 6, 7, 7, 8, 8], label: 'Tablet', valueFormatter: (v) => `${v}k` },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </div>
  );
}
