import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

// Global surface temperature anomaly against the 1951-1980 average, in °C (approximate, NASA GISTEMP).
const years = ['2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
const anomaly = [0.75, 0.9, 1.01, 0.92, 0.85, 0.98, 1.01, 0.85, 0.89, 1.17, 1.28];

type ColorMapType = 'piecewise' | 'continuous' | 'ordinal';

export default function ColorScaleBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [type, setType] = React.useState<ColorMapType>('piecewise');

  const xAxis: XAxis<'band'> = {
    scaleType: 'band',
    data: years,
    // An ordinal color map lives on the band axis: one colour per category.
    ...(type === 'ordinal' && {
      colorMap: {
        type: 'ordinal',
        values: ['2016', '2020', '2023', '2024'],
        colors: [palette.error.main, palette.error.main, palette.error.main, palette.error.main],
        unknownColor: palette.grey[500],
      },
    }),
  };

  const yAxis: YAxis<'linear'> = {
    valueFormatter: (value: number) => `+${value} °C`,
    width: 64,
    // Continuous and piecewise color maps live on the value axis.
    ...(type === 'piecewise' && {
      colorMap: {
        type: 'piecewise',
        thresholds: [0.9, 1.1],
        colors: [palette.warning.light, palette.warning.dark, palette.error.main],
      },
    }),
    ...(type === 'continuous' && {
      colorMap: { type: 'continuous', min: 0.7, max: 1.3, color: ['#fdd49e', '#b30000'] },
    }),
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_event, value: ColorMapType | null) => value && setType(value)}
        aria-label="Color map type"
      >
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="ordinal">Ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[xAxis]}
        yAxis={[yAxis]}
        series={[
          {
            data: anomaly,
            label: 'Temperature anomaly',
            valueFormatter: (value) => `+${value} °C`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
