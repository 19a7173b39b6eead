import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Fictional daily orders of an online shop for 90 days, generated with a formula.
const days = Array.from({ length: 90 }, (_, i) => new Date(2025, 0, 1 + i));
const orders = days.map((_, i) => Math.round(120 + 30 * Math.sin(i / 5) + i));

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function TickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(50);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="tick-spacing-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          tickSpacing (px)
        </Typography>
        <Slider
          value={tickSpacing}
          onChange={(_event, value) => setTickSpacing(value as number)}
          min={0}
          max={150}
          step={10}
          valueLabelDisplay="auto"
          aria-labelledby="tick-spacing-label"
          sx={{ maxWidth: 300 }}
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          {
            data: days,
            tickSpacing,
            valueFormatter: (date: Date) => dayFormat.format(date),
          },
        ]}
        series={[{ data: orders, label: 'Orders' }]}
      />
    </Stack>
  );
}
