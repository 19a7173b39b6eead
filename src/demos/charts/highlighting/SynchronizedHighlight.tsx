import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

// Monthly climate of Singapore: rainfall in mm and mean temperature in °C (approximate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [222, 105, 154, 166, 171, 132, 159, 176, 165, 194, 257, 288];
const temperature = [26.5, 27.1, 27.5, 28.0, 28.3, 28.3, 27.9, 27.9, 27.6, 27.6, 26.9, 26.4];

export default function SynchronizedHighlight() {
  // One state for both charts: both x-axes use the id 'months'.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ id: 'months', data: months }]}
        series={[{ data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <LineChart
        height={280}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            valueFormatter: (v) => `${v}°C`,
          },
        ]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
