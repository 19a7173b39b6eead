import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Support tickets received per month by a fictional help desk, split by channel.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const email = [410, 385, 440, 398, 372, 351];
const chat = [220, 264, 301, 342, 389, 426];
const phone = [160, 148, 139, 131, 117, 104];

type Scale = 'count' | 'share';

export default function StackedBars() {
  const [scale, setScale] = React.useState<Scale>('count');
  // 'none' stacks the raw values; 'expand' scales every stack to the range 0 to 1.
  const stackOffset = scale === 'share' ? 'expand' : 'none';

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scale}
        onChange={(_event, value: Scale | null) => value && setScale(value)}
        aria-label="Stack scale"
      >
        <ToggleButton value="count">Tickets</ToggleButton>
        <ToggleButton value="share">Share of month</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: (value: number) => (scale === 'share' ? `${Math.round(value * 100)}%` : `${value}`),
          },
        ]}
        series={[
          { data: email, label: 'Email', stack: 'tickets', stackOffset },
          { data: chat, label: 'Chat', stack: 'tickets', stackOffset },
          { data: phone, label: 'Phone', stack: 'tickets', stackOffset },
        ]}
      />
    </Stack>
  );
}
