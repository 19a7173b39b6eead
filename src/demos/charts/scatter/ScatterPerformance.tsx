import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// 5,000 fictional taxi trips: distance (km) and fare ($), generated with a seeded formula.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}
const random = seeded(42);
const trips = Array.from({ length: 5000 }, (_, index) => {
  const distance = Math.round(-Math.log(1 - random() * 0.98) * 6 * 10) / 10;
  const fare = Math.round((3.5 + distance * 1.9 + (random() - 0.5) * distance * 0.8) * 100) / 100;
  return { id: index, x: distance, y: fare };
});

export default function ScatterPerformance() {
  const [batch, setBatch] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={batch} onChange={(event) => setBatch(event.target.checked)} />}
        label="renderer: svg-batch"
      />
      <ScatterChart
        height={320}
        renderer={batch ? 'svg-batch' : 'svg-single'}
        xAxis={[{ label: 'Distance (km)' }]}
        yAxis={[{ label: 'Fare ($)' }]}
        series={[
          {
            label: 'Taxi trips',
            data: trips,
            markerSize: 2,
            valueFormatter: (point) => point && `${point.x} km, $${point.y.toFixed(2)}`,
          },
        ]}
      />
    </Stack>
  );
}
