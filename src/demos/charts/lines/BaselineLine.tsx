import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily maximum temperature in Oslo over two fictional weeks of March, °C.
const days = Array.from({ length: 14 }, (_, index) => `Mar ${index + 1}`);
const maximum = [-2, -4, -1, 1, 3, 2, -1, 0, 4, 6, 5, 7, 9, 8];

type Baseline = 'zero' | 'min' | 'max' | 'five';

const baselines: Record<Baseline, number | 'min' | 'max'> = { zero: 0, min: 'min', max: 'max', five: 5 };

export default function BaselineLine() {
  const [baseline, setBaseline] = React.useState<Baseline>('zero');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_event, value: Baseline | null) => value && setBaseline(value)}
        aria-label="Baseline"
      >
        <ToggleButton value="zero">0 (default)</ToggleButton>
        <ToggleButton value="min">min</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
        <ToggleButton value="five">5</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: days, scaleType: 'point' }]}
        yAxis={[{ label: 'Temperature (°C)' }]}
        series={[
          {
            data: maximum,
            label: 'Daily maximum',
            area: true,
            baseline: baselines[baseline],
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
          },
        ]}
      />
    </Stack>
  );
}
