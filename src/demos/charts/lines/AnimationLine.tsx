import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly website visitors of a fictional travel agency, thousands, for three years.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const visitorsByYear: Record<number, number[]> = {
  2023: [31, 34, 42, 51, 63, 78, 92, 88, 61, 47, 36, 40],
  2024: [35, 39, 47, 58, 70, 86, 101, 97, 68, 52, 41, 46],
  2025: [41, 43, 55, 63, 79, 95, 112, 104, 74, 58, 45, 52],
};
const years = [2023, 2024, 2025];

export default function AnimationLine() {
  const [yearIndex, setYearIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const year = years[yearIndex] ?? 2023;

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" onClick={() => setYearIndex((index) => (index + 1) % years.length)}>
          Show next year
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="Skip animation"
        />
      </Stack>
      <LineChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Visitors (thousands)', min: 0, max: 120 }]}
        series={[{ data: visitorsByYear[year] ?? [], label: `Visitors in ${year}`, area: true }]}
      />
    </Stack>
  );
}
