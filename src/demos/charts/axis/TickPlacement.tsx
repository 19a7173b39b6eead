import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue by quarter of a fictional retailer, in millions of dollars.
const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];
const revenue = [42, 47, 45, 61];

type TickPlacementValue = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementValue = 'middle' | 'tick';

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacementValue>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacementValue>('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacementValue)}
          sx={{ minWidth: 160 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacementValue)}
          sx={{ minWidth: 160 }}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ data: quarters, tickPlacement, tickLabelPlacement, tickSize: 10 }]}
        series={[{ data: revenue, label: 'Revenue', valueFormatter: (v) => `$${v}M` }]}
      />
    </Stack>
  );
}
