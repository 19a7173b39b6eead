import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

// Average high temperature in Rome, in °C (approximate climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const highs = [12, 14, 16, 19, 24, 28, 31, 31, 27, 22, 17, 13];

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function TickPlacementBars() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 180 }}
        >
          {(['start', 'end', 'middle', 'extremities'] as const).map((value) => (
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
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 180 }}
        >
          {(['middle', 'tick'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, tickPlacement, tickLabelPlacement }]}
        yAxis={[{ label: 'Average high (°C)', width: 56 }]}
        series={[{ data: highs, label: 'Rome', valueFormatter: (value) => `${value} °C` }]}
        hideLegend
      />
    </Stack>
  );
}
