import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Sessions per weekday on a fictional web shop, split by device.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function BorderRadiusBars() {
  const [radius, setRadius] = React.useState(10);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={radius}
        onChange={(_event, value: number | null) => value !== null && setRadius(value)}
        aria-label="Border radius in pixels"
      >
        {[0, 4, 10, 20].map((value) => (
          <ToggleButton key={value} value={value}>
            {value}px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        borderRadius={radius}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          { data: [3200, 3400, 3100, 3600, 2900], label: 'Desktop', stack: 'device' },
          { data: [4100, 3900, 4300, 4500, 5200], label: 'Mobile', stack: 'device' },
          { data: [600, 550, 640, 700, 820], label: 'Tablet', stack: 'device' },
        ]}
      />
    </Stack>
  );
}
