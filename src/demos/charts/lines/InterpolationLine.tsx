import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

type CurveType =
  | 'catmullRom'
  | 'linear'
  | 'monotoneX'
  | 'monotoneY'
  | 'natural'
  | 'step'
  | 'stepBefore'
  | 'stepAfter'
  | 'bumpX'
  | 'bumpY';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'monotoneY',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'bumpY',
];

// Average monthly rainfall in Seattle, mm (approximate, NOAA 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [142, 101, 111, 83, 54, 38, 15, 23, 41, 100, 160, 144];

export default function InterpolationLine() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 200 }}
      >
        {curves.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[
          {
            data: rainfall,
            label: 'Seattle rainfall',
            curve,
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} mm`),
          },
        ]}
      />
    </Stack>
  );
}
