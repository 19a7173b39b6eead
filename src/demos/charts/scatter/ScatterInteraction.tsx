import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Fictional body measurements of 80 adults, generated with a seeded formula.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}
const random = seeded(7);
const people = Array.from({ length: 80 }, (_, index) => {
  const height = Math.round(155 + random() * 40);
  const weight = Math.round((height - 100) * (0.8 + random() * 0.4));
  return { id: index, x: height, y: weight };
});

export default function ScatterInteraction() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [maxRadius, setMaxRadius] = React.useState('');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
        <TextField
          label="voronoiMaxRadius (px)"
          type="number"
          size="small"
          value={maxRadius}
          disabled={disableVoronoi}
          onChange={(event) => setMaxRadius(event.target.value)}
          placeholder="No limit"
          slotProps={{ htmlInput: { min: 0, step: 5 } }}
        />
      </Stack>
      <ScatterChart
        height={300}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={maxRadius === '' ? undefined : Number(maxRadius)}
        xAxis={[{ label: 'Height (cm)' }]}
        yAxis={[{ label: 'Weight (kg)' }]}
        series={[
          {
            label: 'Adults',
            data: people,
            valueFormatter: (point) => point && `${point.x} cm, ${point.y} kg`,
          },
        ]}
      />
    </Stack>
  );
}
