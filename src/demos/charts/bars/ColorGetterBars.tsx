import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Daily steps of a fictional fitness tracker user, against a goal of 8,000 steps.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [9200, 6400, 8100, 5300, 10400, 12800, 7600];
const goal = 8000;

export default function ColorGetterBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ valueFormatter: (value: number) => value.toLocaleString('en-US') }]}
      series={[
        {
          data: steps,
          label: 'Steps',
          color: palette.primary.main,
          // Days below the goal get the warning colour; the legend keeps `color`.
          colorGetter: ({ value }) => (value !== null && value < goal ? palette.warning.main : palette.success.main),
          valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
        },
      ]}
      hideLegend
    />
  );
}
