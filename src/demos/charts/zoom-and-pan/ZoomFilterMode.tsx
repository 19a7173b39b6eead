import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro/models';

// Closing price of a fictional stock over 250 trading days, in dollars.
const days = Array.from({ length: 250 }, (_, i) => i + 1);
const prices = days.map((day) =>
  Number((40 + day * 0.32 + 6 * Math.sin(day / 9) + 3 * Math.sin(day / 2.3)).toFixed(2)),
);

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_, value: ZoomFilterMode | null) => value && setFilterMode(value)}
        aria-label="Filter mode of the x-axis"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'trading-day',
            data: days,
            label: 'Trading day',
            zoom: { filterMode },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
        series={[{ data: prices, label: 'Closing price', showMark: false, valueFormatter: (v) => `$${v}` }]}
        initialZoom={[{ axisId: 'trading-day', start: 10, end: 35 }]}
      />
    </Stack>
  );
}
