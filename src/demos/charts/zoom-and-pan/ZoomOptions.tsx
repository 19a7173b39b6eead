import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Monthly rainfall in London from 2020 to 2024, in millimetres (fictional values around the real averages).
const averages = [55, 41, 41, 44, 49, 45, 45, 50, 49, 69, 59, 55];
const months = Array.from({ length: 60 }, (_, i) => new Date(2020, i, 1));
const rainfall = months.map((_, i) => Math.round((averages[i % 12] ?? 0) * (0.7 + (0.6 * ((i * 37) % 11)) / 10)));

const monthFormatter = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit' });

export default function ZoomOptions() {
  const [minSpan, setMinSpan] = React.useState(10);
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="zoom-options-min-span" variant="body2">
            Smallest span
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={minSpan}
            onChange={(_, value: number | null) => value !== null && setMinSpan(value)}
            aria-labelledby="zoom-options-min-span"
          >
            {[5, 10, 25, 50].map((span) => (
              <ToggleButton key={span} value={span}>
                {span}%
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <FormControlLabel
          control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
          label="Panning"
        />
      </Stack>
      <BarChartPro
        height={300}
        xAxis={[
          {
            id: 'months',
            scaleType: 'band',
            data: months,
            valueFormatter: (value: Date) => monthFormatter.format(value),
            zoom: { minSpan, maxSpan: 60, step: 5, panning },
          },
        ]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[{ data: rainfall, label: 'London rainfall', valueFormatter: (v) => `${v} mm` }]}
        initialZoom={[{ axisId: 'months', start: 60, end: 100 }]}
      />
    </Stack>
  );
}
