import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro/models';

// Annual inflation in the United States, consumer prices, in % (World Bank, rounded).
const years = Array.from({ length: 25 }, (_, i) => 2000 + i);
const inflation = [
  3.4, 2.8, 1.6, 2.3, 2.7, 3.4, 3.2, 2.9, 3.8, -0.4, 1.6, 3.2, 2.1, 1.5, 1.6, 0.1, 1.3, 2.1, 2.4, 1.8, 1.2, 4.7, 8.0,
  4.1, 2.9,
];

export default function ZoomSliderTooltip() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('always');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={showTooltip}
        onChange={(_, value: ZoomSliderShowTooltip | null) => value && setShowTooltip(value)}
        aria-label="When to show the slider tooltip"
      >
        <ToggleButton value="always">always</ToggleButton>
        <ToggleButton value="hover">hover</ToggleButton>
        <ToggleButton value="never">never</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'years',
            data: years,
            valueFormatter: (value: number) => String(value),
            zoom: { slider: { enabled: true, showTooltip } },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: inflation, label: 'US inflation', valueFormatter: (v) => `${v}%` }]}
        initialZoom={[{ axisId: 'years', start: 40, end: 100 }]}
      />
    </Stack>
  );
}
