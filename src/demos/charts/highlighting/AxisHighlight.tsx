import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';

// Monthly mean temperature in Madrid, in °C (approximate 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperature = [6.3, 7.9, 11.2, 13.3, 17.3, 23.0, 26.1, 25.6, 21.0, 15.2, 9.9, 7.0];

const options: ChartsAxisHighlightType[] = ['band', 'line', 'none'];

export default function AxisHighlight() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="x highlight"
          value={x}
          onChange={(event) => setX(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 150 }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="y highlight"
          value={y}
          onChange={(event) => setY(event.target.value as ChartsAxisHighlightType)}
          sx={{ minWidth: 150 }}
        >
          {options
            .filter((option) => option !== 'band')
            .map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        axisHighlight={{ x, y }}
        xAxis={[{ data: months }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}°C` }]}
        series={[{ data: temperature, label: 'Madrid', valueFormatter: (v) => `${v}°C` }]}
      />
    </Stack>
  );
}
