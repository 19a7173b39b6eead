import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

// Monthly mean temperature in Sydney, in °C (approximate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 16.9, 18.9, 20.4, 22.1];

export default function ControlledAxisHighlight() {
  // Start empty: the position of an axis highlight depends on the chart's measured width,
  // which is unknown during server rendering.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);
  const dataIndex = highlightedAxis[0]?.dataIndex;

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="highlighted-month-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Month: {dataIndex === undefined ? 'none' : months[dataIndex]}
        </Typography>
        <Slider
          value={dataIndex ?? 0}
          onChange={(_event, value) => setHighlightedAxis([{ axisId: 'months', dataIndex: value as number }])}
          min={0}
          max={11}
          aria-labelledby="highlighted-month-label"
          sx={{ maxWidth: 300 }}
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}°C` }]}
        series={[{ data: temperature, label: 'Sydney', valueFormatter: (v) => `${v}°C` }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
