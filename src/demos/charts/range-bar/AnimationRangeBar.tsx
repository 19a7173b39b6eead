import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChartPremium } from '@mui/x-charts-premium/BarChartPremium';

// Lowest and highest wholesale electricity price of each weekday, in euros per MWh,
// for three consecutive weeks.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const weeks: { name: string; prices: [number, number][] }[] = [
  {
    name: 'Week 10',
    prices: [
      [42, 118],
      [55, 126],
      [61, 140],
      [48, 109],
      [37, 96],
    ],
  },
  {
    name: 'Week 11',
    prices: [
      [30, 92],
      [38, 101],
      [44, 97],
      [52, 121],
      [47, 133],
    ],
  },
  {
    name: 'Week 12',
    prices: [
      [66, 150],
      [58, 137],
      [49, 112],
      [41, 99],
      [35, 88],
    ],
  },
];

export default function AnimationRangeBar() {
  const [weekIndex, setWeekIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const week = weeks[weekIndex] ?? weeks[0]!;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setWeekIndex((index) => (index + 1) % weeks.length)}>
          Next week
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="Skip animation"
        />
      </Stack>
      <BarChartPremium
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ min: 0, max: 160, valueFormatter: (value: number) => `€${value}`, width: 50 }]}
        series={[
          {
            type: 'rangeBar',
            data: week.prices,
            label: `${week.name} price range (€/MWh)`,
          },
        ]}
      />
    </Stack>
  );
}
