import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional Alpine weather stations: altitude (m), mean annual temperature (°C) and annual rainfall (mm, as z).
const stations = [
  { id: 'st1', x: 420, y: 10.6, z: 980 },
  { id: 'st2', x: 610, y: 9.4, z: 1120 },
  { id: 'st3', x: 780, y: 8.3, z: 1240 },
  { id: 'st4', x: 950, y: 7.5, z: 1390 },
  { id: 'st5', x: 1180, y: 6.1, z: 1510 },
  { id: 'st6', x: 1340, y: 5.0, z: 1460 },
  { id: 'st7', x: 1560, y: 3.9, z: 1720 },
  { id: 'st8', x: 1790, y: 2.4, z: 1830 },
  { id: 'st9', x: 2050, y: 0.9, z: 2010 },
  { id: 'st10', x: 2310, y: -0.6, z: 2150 },
  { id: 'st11', x: 2540, y: -1.8, z: 2080 },
  { id: 'st12', x: 2900, y: -3.9, z: 2390 },
];

type ColorBy = 'temperature' | 'rainfall';

export default function ScatterColorScale() {
  const [colorBy, setColorBy] = React.useState<ColorBy>('temperature');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={colorBy}
        onChange={(_, next: ColorBy | null) => next && setColorBy(next)}
        aria-label="Colour the stations by"
      >
        <ToggleButton value="temperature">Frost line (y-axis, piecewise)</ToggleButton>
        <ToggleButton value="rainfall">Rainfall (z-axis, continuous)</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        hideLegend
        xAxis={[{ label: 'Altitude (m)' }]}
        yAxis={[
          {
            label: 'Mean temperature (°C)',
            ...(colorBy === 'temperature' && {
              colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#e53935'] },
            }),
          },
        ]}
        zAxis={[
          {
            id: 'rainfall',
            ...(colorBy === 'rainfall' && {
              colorMap: { type: 'continuous', min: 900, max: 2400, color: ['#90caf9', '#0d47a1'] },
            }),
          },
        ]}
        series={[
          {
            label: 'Stations',
            data: stations,
            markerSize: 6,
            valueFormatter: (point) => point && `${point.x} m, ${point.y} °C, ${point.z} mm of rain`,
          },
        ]}
      />
    </Stack>
  );
}
