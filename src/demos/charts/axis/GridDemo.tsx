import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly rainfall in London, in mm (approximate 1991-2020 normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [56, 41, 39, 42, 45, 47, 45, 53, 50, 69, 64, 56];

export default function GridDemo() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
      </Stack>
      <LineChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)' }]}
        series={[{ data: rainfall, label: 'London', valueFormatter: (v) => `${v} mm` }]}
      />
    </Stack>
  );
}
