import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import type { Direction } from '@mui/x-charts/ChartsLegend';
// Colours taken from the sequential palettes of @mui/x-charts (blue, orange, red...), readable in light and dark mode.

type LabelPosition = 'start' | 'end' | 'extremes' | 'inline-start' | 'inline-end';

// Maximum daily temperature in Seville during one week of July, in °C (fictional).
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ColorLegendLabelPosition() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Label position"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 180 }}
        >
          {(['start', 'end', 'extremes', 'inline-start', 'inline-end'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: {
              type: 'piecewise',
              thresholds: [30, 35, 40],
              colors: ['#2E96FF', '#F99F5D', '#FD620B', '#DC2B27'],
            },
          },
        ]}
        series={[{ data: [33, 36, 38, 41, 42, 39, 29], label: 'Seville', valueFormatter: (v) => `${v} °C` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition,
            direction,
            ...(direction === 'vertical' ? { position: { vertical: 'middle', horizontal: 'end' } } : {}),
          },
        }}
      />
    </Stack>
  );
}
