import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

// Average monthly rainfall in millimetres, 1991-2020 normals (approximate).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const paris = [51, 41, 48, 52, 63, 50];
const london = [55, 41, 37, 42, 45, 47];

const ratios = [0, 0.1, 0.2, 0.4, 0.6, 0.8];
const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarGapBars() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="categoryGapRatio"
          value={categoryGapRatio}
          onChange={(event) => setCategoryGapRatio(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {ratios.map((ratio) => (
            <MenuItem key={ratio} value={ratio}>
              {ratio}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="barGapRatio"
          value={barGapRatio}
          onChange={(event) => setBarGapRatio(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {ratios.map((ratio) => (
            <MenuItem key={ratio} value={ratio}>
              {ratio}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, categoryGapRatio, barGapRatio }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 56 }]}
        series={[
          { data: paris, label: 'Paris', valueFormatter: mm },
          { data: london, label: 'London', valueFormatter: mm },
        ]}
      />
    </Stack>
  );
}
