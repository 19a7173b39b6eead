import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Unit sales per region of a fictional furniture brand, one array per year.
const regions = ['North', 'South', 'East', 'West'];
const yearList = ['2023', '2024', '2025'] as const;
const salesByYear: Record<(typeof yearList)[number], number[]> = {
  '2023': [320, 410, 280, 360],
  '2024': [380, 390, 340, 420],
  '2025': [450, 370, 410, 480],
};

export default function AnimationBars() {
  const [yearIndex, setYearIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const year = yearList[yearIndex] ?? '2023';

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setYearIndex((yearIndex + 1) % yearList.length)}>
          Show next year
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ max: 500 }]}
        series={[{ data: salesByYear[year], label: `Units sold in ${year}` }]}
      />
    </Stack>
  );
}
