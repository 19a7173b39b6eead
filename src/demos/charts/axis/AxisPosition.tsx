import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of electricity generation in Germany, 2024, in % (approximate, Fraunhofer ISE).
const sources = ['Wind', 'Solar', 'Lignite', 'Gas', 'Biomass', 'Hard coal'];
const share = [33, 14, 16, 13, 8, 6];

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<'top' | 'bottom'>('bottom');
  const [yPosition, setYPosition] = React.useState<'left' | 'right'>('left');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={xPosition}
          onChange={(_event, value: 'top' | 'bottom' | null) => value && setXPosition(value)}
          aria-label="Position of the x-axis"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={yPosition}
          onChange={(_event, value: 'left' | 'right' | null) => value && setYPosition(value)}
          aria-label="Position of the y-axis"
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: sources, position: xPosition }]}
        yAxis={[{ position: yPosition, valueFormatter: (v: number) => `${v}%` }]}
        series={[{ data: share, label: 'Share of generation', valueFormatter: (v) => `${v}%` }]}
      />
    </Stack>
  );
}
