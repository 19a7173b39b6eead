import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
// Colours taken from the sequential palettes of @mui/x-charts (blue, orange, red...), readable in light and dark mode.

// Global surface temperature anomaly relative to 1951-1980, in °C (approximate, NASA GISTEMP).
const years = ['2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
const anomalies = [0.75, 0.9, 1.01, 0.92, 0.85, 0.98, 1.01, 0.85, 0.89, 1.17, 1.28];

const formatAnomaly = (value: number) => `+${value.toFixed(2)} °C`;
const formatTick = (value: number) => `+${value.toFixed(1)}°`;

export default function ContinuousColorLegendOptions() {
  const [reverse, setReverse] = React.useState(false);
  const [thickness, setThickness] = React.useState(12);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="Reverse"
        />
        <TextField
          select
          size="small"
          label="Thickness"
          value={thickness}
          onChange={(event) => setThickness(Number(event.target.value))}
          sx={{ minWidth: 170 }}
        >
          {[4, 8, 12, 18, 24].map((value) => (
            <MenuItem key={value} value={value}>
              {value}px
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[
          {
            valueFormatter: formatTick,
            colorMap: {
              type: 'continuous',
              min: 0.7,
              max: 1.3,
              // Two colours: the values in between get a blend of both.
              color: ['#FAC14F', '#DC2B27'],
            },
          },
        ]}
        series={[{ data: anomalies, label: 'Anomaly', valueFormatter: (v) => (v === null ? '' : formatAnomaly(v)) }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            reverse,
            thickness,
            minLabel: 'Cooler',
            maxLabel: ({ value }) => `+${Number(value).toFixed(1)} °C`,
            labelPosition: 'extremes',
            sx: { width: { xs: '100%', sm: 420 } },
          },
        }}
      />
    </Box>
  );
}
