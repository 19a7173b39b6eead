import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily steps of a fictional walker over two weeks, with a goal of 8,000 steps.
const days = Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`);
const steps = [6200, 9100, 8400, 5300, 10200, 12400, 7600, 8800, 4900, 9700, 8100, 11300, 7200, 9900];
const goal = 8000;

export default function ColorCallback() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_, index) => index % 2 === 0 }]}
      series={[
        {
          data: steps,
          label: 'Steps',
          color: palette.text.secondary,
          // Each mark gets its own colour: green when the goal is met.
          colorGetter: ({ value }) => (value !== null && value >= goal ? palette.success.main : palette.error.main),
          valueFormatter: (v) => (v === null ? '' : `${v.toLocaleString('en-US')} steps`),
        },
      ]}
    />
  );
}
