import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Direction } from '@mui/x-charts/ChartsLegend';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

// Electricity generation in France by source, in % (approximate, 2023).
const sources = [
  { id: 0, value: 65, label: 'Nuclear' },
  { id: 1, value: 12, label: 'Hydro' },
  { id: 2, value: 10, label: 'Wind' },
  { id: 3, value: 5, label: 'Solar' },
  { id: 4, value: 8, label: 'Fossil and other' },
];

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<Direction>('vertical');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="Vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="end">end</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="vertical">vertical</MenuItem>
          <MenuItem value="horizontal">horizontal</MenuItem>
        </TextField>
      </Stack>
      <PieChart
        height={260}
        series={[{ data: sources, valueFormatter: (item) => `${item.value}%` }]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
