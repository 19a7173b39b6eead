import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Conversion rate of a fictional shop in %, by traffic source and device.
const sources = ['Search', 'Social', 'Email', 'Direct'];
const devices = ['Mobile', 'Tablet', 'Desktop'];
const rates = [
  [2.1, 2.8, 3.4],
  [1.2, 1.5, 1.9],
  [3.9, 4.4, 5.2],
  [2.6, 3.1, 3.8],
];

const data: HeatmapValueType[] = rates.flatMap((row, x) => row.map((value, y): HeatmapValueType => [x, y, value]));

export default function HeatmapClick() {
  const [message, setMessage] = React.useState('Click a cell.');

  return (
    <Stack sx={{ width: '100%' }} spacing={1}>
      <Heatmap
        height={260}
        xAxis={[{ data: sources }]}
        yAxis={[{ data: devices, width: 70 }]}
        series={[{ data, label: 'Conversion', valueFormatter: (value) => `${value[2]}%` }]}
        onItemClick={(_event, item) => {
          if (item.type !== 'heatmap' || item.dataIndex === undefined) {
            return;
          }
          const cell = data[item.dataIndex];
          if (!cell) {
            return;
          }
          const [x, y, value] = cell;
          setMessage(`${sources[x]} on ${devices[y]}: ${value}% conversion`);
        }}
      />
      <Typography variant="body2" component="p" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
