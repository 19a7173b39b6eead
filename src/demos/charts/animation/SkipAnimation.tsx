import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Fictional quarterly revenue of a shop, in thousands of dollars, for three years.
const years = {
  2023: [182, 204, 196, 251],
  2024: [195, 231, 244, 290],
  2025: [221, 248, 262, 318],
} as const;
type Year = keyof typeof years;
const yearList: Year[] = [2023, 2024, 2025];

export default function SkipAnimation() {
  const [year, setYear] = React.useState<Year>(2023);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  const nextYear = () => setYear(yearList[(yearList.indexOf(year) + 1) % yearList.length] ?? 2023);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={nextYear}>
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
        xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        yAxis={[{ min: 0, max: 350 }]}
        series={[{ data: [...years[year]], label: `Revenue ${year}`, valueFormatter: (v) => `$${v}k` }]}
      />
    </Stack>
  );
}
