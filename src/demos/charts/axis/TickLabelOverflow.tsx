import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Fictional number of employees per department of a company.
const departments = [
  'Research and Development',
  'Customer Success and Support',
  'Sales',
  'Human Resources',
  'Finance and Administration',
];
const employees = [142, 88, 64, 21, 35];

export default function TickLabelOverflow() {
  const [width, setWidth] = React.useState(120);

  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="axis-width-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          y-axis width (px)
        </Typography>
        <Slider
          value={width}
          onChange={(_event, value) => setWidth(value as number)}
          min={40}
          max={220}
          step={10}
          valueLabelDisplay="auto"
          aria-labelledby="axis-width-label"
          sx={{ maxWidth: 300 }}
        />
      </Stack>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ data: departments, width }]}
        series={[{ data: employees, label: 'Employees' }]}
      />
    </Stack>
  );
}
