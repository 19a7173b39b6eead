import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// World population in billions (approximate, UN and Our World in Data estimates).
const years = [1800, 1850, 1900, 1950, 1970, 1990, 2000, 2010, 2020];
const population = [1.0, 1.26, 1.65, 2.5, 3.7, 5.3, 6.1, 6.9, 7.8];

type XScale = 'point' | 'linear';

export default function AxisScaleTypes() {
  const [scaleType, setScaleType] = React.useState<XScale>('linear');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: XScale | null) => value && setScaleType(value)}
        aria-label="Scale type of the x-axis"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType,
            data: years,
            valueFormatter: (year: number) => `${year}`,
          },
        ]}
        yAxis={[{ label: 'Billions of people' }]}
        series={[{ data: population, label: 'World population', valueFormatter: (v) => `${v} bn` }]}
      />
    </Stack>
  );
}
