import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea } from '@mui/x-charts/hooks';

// Fictional visitors of a museum per weekday, for two weeks.
const weeks = {
  'Week 1': [820, 640, 710, 930, 1280, 2150, 1980],
  'Week 2': [760, 690, 880, 1020, 1410, 2390, 2240],
};
type Week = keyof typeof weeks;
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const numberFormat = new Intl.NumberFormat('en-US');

// Writes the total in the top-right corner and counts up or down when it changes.
function AnimatedTotal({ total }: { total: number }) {
  const theme = useTheme();
  const { left, top, width } = useDrawingArea();
  const animated = useAnimate(
    { total },
    {
      createInterpolator: (from, to) => (t) => ({ total: from.total + (to.total - from.total) * t }),
      transformProps: (props) => ({ text: `Total ${numberFormat.format(Math.round(props.total))}` }),
      applyProps: (element: SVGTextElement, props) => {
        element.textContent = props.text;
      },
    },
  );

  return (
    <text
      ref={animated.ref}
      x={left + width}
      y={top + 16}
      textAnchor="end"
      fontSize={14}
      fontWeight={700}
      fill={(theme.vars ?? theme).palette.text.primary}
    >
      {animated.text}
    </text>
  );
}

export default function UseAnimateTotal() {
  const [week, setWeek] = React.useState<Week>('Week 1');
  const data = weeks[week];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setWeek(week === 'Week 1' ? 'Week 2' : 'Week 1')}
      >
        Show {week === 'Week 1' ? 'week 2' : 'week 1'}
      </Button>
      <BarChart
        height={300}
        xAxis={[{ data: days }]}
        yAxis={[{ min: 0, max: 2500 }]}
        series={[{ data, label: `Visitors, ${week.toLowerCase()}` }]}
      >
        <AnimatedTotal total={data.reduce((sum, value) => sum + value, 0)} />
      </BarChart>
    </Stack>
  );
}
